import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { Busy } from '../../components/busy.tsx';
import { bankKey } from '../../lib/query-keys.ts';

/**
 * The client's own /property/{id} page is not for the bank's staff (it addresses its reader as the owner;
 * docs/product.md, 'The bank's view of a client'); an old link leads to the client's detail, or to the start
 * page when it names no property.
 */
export function BankPropertyRedirect() {
  const { id = '' } = useParams();
  const client = useQuery({
    queryKey: [...bankKey(), 'property-client', id],
    queryFn: ({ signal }) => apiFetch<{ clientId: string }>(apiPaths.bankPropertyClient(id), { signal }),
    retry: false,
  });
  if (client.isPending) return <Busy label="Átirányítás..." mih={160} />;
  if (client.isError) return <Navigate to="/" replace />;
  return <Navigate to={`/clients/${encodeURIComponent(client.data.clientId)}`} replace />;
}
