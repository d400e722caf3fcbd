// The server announces each list page's first request with the page (a preload header): it must be the
// request the web app makes for an address without filters, or the browser fetches the list twice.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIST_REQUESTS } from '../../domain/first-requests.ts';
import { clientsQueryString } from '../features/auditor-workspace/api/get-auditor-clients.ts';
import { auditorClientList } from '../features/auditor-workspace/clients-query.ts';
import { DEFAULT_CLIENT_LIST_STATE, toClientListQuery } from '../features/admin-clients/clients-query.ts';
import { readerNewsQuery } from '../features/news/api/get-news.ts';
import { NEWS_PANEL_QUERY } from '../features/news/news-panel.tsx';
import { apiPaths, withQuery } from '../lib/paths.ts';

const { parse: parseListState, toQuery: toApiQuery } = auditorClientList;

describe('the lists’ first requests', () => {
  it('are the ones the web app makes for an address without filters', () => {
    const auditorQuery = clientsQueryString(toApiQuery(parseListState(new URLSearchParams())));
    expect(DEFAULT_LIST_REQUESTS.auditorClients).toBe(`${apiPaths.auditorClients()}?${auditorQuery}`);
    expect(DEFAULT_LIST_REQUESTS.adminClients).toBe(
      withQuery(apiPaths.adminClients(), toClientListQuery(DEFAULT_CLIENT_LIST_STATE)),
    );
  });

  it('include the news panel’s, as its hook asks for it', async () => {
    const requested: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      requested.push(String(input));
      return Promise.resolve(Response.json({ items: [], total: 0, unread: 0 }));
    });
    try {
      const options = readerNewsQuery(NEWS_PANEL_QUERY);
      await new QueryClient().fetchQuery(options);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(requested).toEqual([DEFAULT_LIST_REQUESTS.newsPanel]);
  });
});
