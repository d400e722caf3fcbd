// What an assignment, a reassignment or a finished batch makes stale: the lists that show the assigned
// orders, the pairing pages, the counters and the auditors' loads.
import { useQueryClient } from '@tanstack/react-query';
import { adminAuditorsKey, adminClientsKey, adminDashboardKey } from '../../../lib/query-keys.ts';
import { pairingKey } from './get-pairing.ts';

export function useRefreshAfterAssignment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminClientsKey(), pairingKey(), adminDashboardKey(), adminAuditorsKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
