import { vi } from 'vitest';

type Handler = (request: { method: string; body: unknown; search: string }) => {
  status?: number;
  body?: unknown;
};

/** One fetch call the stub answered, as the test reads it back. */
export type ApiCall = { method: string; path: string; search: string; body: unknown };

/**
 * Answers the app's fetch calls from a table of 'METHOD /path' handlers (component tests that need a
 * server reply); an unexpected call fails loudly. Returns the recorded calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) throw new Error(`Unexpected request in a test: ${method} ${url.pathname}`);
      const answer = handler({ method, body, search: url.search });
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The query strings of the recorded calls to `path`, in the order asked (a list screen's requests). */
export const searchesOf = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.search);
