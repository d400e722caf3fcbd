import { Navigate, useParams } from 'react-router';
import { Busy } from '../../components/busy.tsx';
import { usePropertyClient } from './api/get-property-client.ts';
import { sheetLinkState } from './sheet-link.ts';

/**
 * The client's own /property/{id} page addresses its reader as the owner, so an administrator who opens one
 * (an old link, an e-mail's button) lands on the client list with that client's sheet open, or on the list
 * when the property or its client is gone (docs/roles/portal-admin.md, 'Client list').
 */
export function AdminPropertyRedirect() {
  const { id = '' } = useParams();
  const client = usePropertyClient(id);
  if (client.isSuccess) return <Navigate to="/clients" replace state={sheetLinkState(client.data)} />;
  if (client.isPending && client.fetchStatus !== 'idle') return <Busy label="Átirányítás..." mih={160} />;
  return <Navigate to="/clients" replace />;
}
