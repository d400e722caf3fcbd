// What an assignment, a reassignment or a finished batch makes stale (the lists that show the assigned
// orders, the pairing pages, the counters and the auditors' loads), and the write of the first two.
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * An assignment or a reassignment: a lost race also means the lists are out of date, so both outcomes
 * refresh them. Not awaited: the dialog answers at once.
 */
export function useAssignmentMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const refresh = useRefreshAfterAssignment();
  return useMutation({
    mutationFn,
    onSettled: () => void refresh(),
    meta: { handlesError: true },
  });
}
