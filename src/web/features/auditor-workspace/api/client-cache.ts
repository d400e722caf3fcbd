// A change answers with the client as it is now: the detail takes the answer at once, and every list page
// (and its counters) is refetched through its own query factory.
import type { QueryClient } from '@tanstack/react-query';
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { auditorClientQuery } from './get-auditor-client.ts';
import { auditorClientListsKey } from './get-auditor-clients.ts';

export async function storeAuditorClient(queryClient: QueryClient, client: AuditorClientDetail) {
  queryClient.setQueryData(auditorClientQuery(client.propertyId).queryKey, client);
  await queryClient.invalidateQueries({ queryKey: auditorClientListsKey() });
}
