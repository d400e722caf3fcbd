// Before the first render the app loads the screens at the address and asks for their first data, with the
// route's own parameters for a detail screen (decision 0027, ninth round): the request must be the one the
// server announced with the page, and its answer must be in the cache the screen reads.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { auditorDetailRequests, bankClientRequest } from '../../domain/first-requests.ts';
import type { Role } from '../../domain/roles.ts';
import { adminAuditorQuery } from '../features/auditors/index.ts';
import { bankClientQuery } from '../features/bank-clients/index.ts';
import { screensLoaded } from './router.tsx';

/** The API requests `screensLoaded` makes at `pathname` for `role`, and the cache it filled. */
async function start(pathname: string, role: Role) {
  const requested: string[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    requested.push(String(input));
    return Promise.resolve(Response.json({ id: 'answer' }));
  });
  const queryClient = new QueryClient();
  try {
    await screensLoaded(pathname, { role, data: { queryClient, params: new URLSearchParams() } });
  } finally {
    fetchSpy.mockRestore();
  }
  return { requested, queryClient };
}

describe('a detail screen’s first data', () => {
  it('is the bank’s client at /clients/{id}, in the cache the screen reads', async () => {
    const { requested, queryClient } = await start('/clients/demo%20client', 'bank_admin');
    expect(requested).toContain(bankClientRequest('demo client'));
    expect(queryClient.getQueryData(bankClientQuery('demo client').queryKey)).toEqual({ id: 'answer' });
  });

  it('is the auditor and their statistics at the portal admin’s /auditors/{id}', async () => {
    const { requested, queryClient } = await start('/auditors/demo-auditor-5', 'portal_admin');
    expect(requested).toEqual(expect.arrayContaining(auditorDetailRequests('demo-auditor-5')));
    expect(queryClient.getQueryData(adminAuditorQuery('demo-auditor-5').queryKey)).toEqual({ id: 'answer' });
  });

  it('is not asked for by a role the screen is not for', async () => {
    const { requested } = await start('/clients/demo%20client', 'admin_light');
    expect(requested).not.toContain(bankClientRequest('demo client'));
  });
});
