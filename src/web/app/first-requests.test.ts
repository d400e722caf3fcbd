// The server announces each list page's first request with the page (a preload header): it must be the
// request the web app makes for an address without filters, or the browser fetches the list twice.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REPORT_PERIOD } from '../../domain/bank-reports.ts';
import {
  auditorDetailRequests,
  bankClientRequest,
  DEFAULT_LIST_REQUESTS,
} from '../../domain/first-requests.ts';
import { NEWS_PAGE_SIZE } from '../../domain/news.ts';
import { DEFAULT_CLIENT_LIST_STATE, toClientListQuery } from '../features/admin-clients/index.ts';
import { auditorClientList, clientsQueryString } from '../features/auditor-workspace/index.ts';
import { bankClientList, bankClientQuery } from '../features/bank-clients/index.ts';
import { clientActivityList, toActivityRequest } from '../features/client-activity/index.ts';
import { FIRST_TODO_PAGE } from '../features/bank-dashboard/bank-dashboard-page.tsx';
import { certificateList, toCertificateListQuery } from '../features/certificates/index.ts';
import { leadList, toLeadsQuery } from '../features/leads/index.ts';
import { adminAuditorQuery, auditorPerformanceQuery } from '../features/auditors/index.ts';
import { adminNewsQuery, NEWS_PANEL_QUERY, readerNewsQuery } from '../features/news/index.ts';
import { apiPaths, withQuery } from '../lib/paths.ts';

const { parse: parseListState, toQuery: toApiQuery } = auditorClientList;
const { parse: parseLeadListState } = leadList;
const { parse: parseCertificateListState } = certificateList;

/** The addresses the web app fetches for `fetches`, in order, each answered with an empty page. */
async function requestsOf(fetches: (client: QueryClient) => Promise<unknown>[]): Promise<string[]> {
  const requested: string[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    requested.push(String(input));
    return Promise.resolve(Response.json({ items: [], total: 0, unread: 0 }));
  });
  try {
    await Promise.all(fetches(new QueryClient()));
  } finally {
    fetchSpy.mockRestore();
  }
  return requested;
}

describe('the lists’ first requests', () => {
  it('are the ones the web app makes for an address without filters', () => {
    const auditorQuery = clientsQueryString(toApiQuery(parseListState(new URLSearchParams())));
    expect(DEFAULT_LIST_REQUESTS.auditorClients).toBe(`${apiPaths.auditorClients()}?${auditorQuery}`);
    expect(DEFAULT_LIST_REQUESTS.adminClients).toBe(
      withQuery(apiPaths.adminClients(), toClientListQuery(DEFAULT_CLIENT_LIST_STATE)),
    );
  });

  it('are the ones the bank’s dashboard, report, clients, client activity and leads and Admin Light’s certificates make', () => {
    expect(DEFAULT_LIST_REQUESTS.bankTodos).toBe(withQuery(apiPaths.bankTodos(), FIRST_TODO_PAGE));
    expect(DEFAULT_LIST_REQUESTS.bankReport).toBe(
      withQuery(apiPaths.bankReports(), { period: DEFAULT_REPORT_PERIOD }),
    );
    expect(DEFAULT_LIST_REQUESTS.bankClients).toBe(
      withQuery(apiPaths.bankClients(), bankClientList.toQuery(bankClientList.parse(new URLSearchParams()))),
    );
    expect(DEFAULT_LIST_REQUESTS.clientActivity).toBe(
      withQuery(
        apiPaths.clientActivity(),
        toActivityRequest(clientActivityList.parse(new URLSearchParams())),
      ),
    );
    expect(DEFAULT_LIST_REQUESTS.bankLeads).toBe(
      withQuery(apiPaths.leads(), toLeadsQuery(parseLeadListState(new URLSearchParams()))),
    );
    expect(DEFAULT_LIST_REQUESTS.certificates).toBe(
      withQuery(
        apiPaths.adminCertificates(),
        toCertificateListQuery(parseCertificateListState(new URLSearchParams())),
      ),
    );
  });

  it('include the news panel’s, as its hook asks for it', async () => {
    const requested = await requestsOf((client) => [client.fetchQuery(readerNewsQuery(NEWS_PANEL_QUERY))]);
    expect(requested).toEqual([DEFAULT_LIST_REQUESTS.newsPanel]);
  });

  it('include the portal admin’s news and auditor detail, as their hooks ask for them', async () => {
    const requested = await requestsOf((client) => [
      client.fetchQuery(adminNewsQuery({ page: 1, pageSize: NEWS_PAGE_SIZE })),
      client.fetchQuery(adminAuditorQuery('demo auditor')),
      client.fetchQuery(auditorPerformanceQuery('demo auditor')),
    ]);
    expect(requested).toEqual([DEFAULT_LIST_REQUESTS.adminNews, ...auditorDetailRequests('demo auditor')]);
  });

  it('include the bank’s client detail, as its hook asks for it', async () => {
    const requested = await requestsOf((client) => [client.fetchQuery(bankClientQuery('demo client'))]);
    expect(requested).toEqual([bankClientRequest('demo client')]);
  });
});
