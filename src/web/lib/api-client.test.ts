import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/messages.ts';
import { apiFetch, ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client.ts';

const reply = (status: number, body: string, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('returns the JSON of a successful call and sends JSON bodies', async () => {
    reply(200, '{"ok":true}');
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' });
  });

  it('turns the error shape into an ApiError with the server’s Hungarian message and fields', async () => {
    reply(
      400,
      JSON.stringify({
        error: {
          code: 'validation_error',
          message: 'Érvénytelen email cím formátum',
          fields: [{ path: 'body.email', message: 'x' }],
        },
      }),
    );
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Érvénytelen email cím formátum',
    });
    expect((error as ApiError).fields).toHaveLength(1);
  });

  it('shows the raw text of a reply that is not JSON', async () => {
    reply(502, 'Bad Gateway', 'text/plain');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      code: 'network_error',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('never shows an English or technical message', () => {
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe(ERROR_MESSAGES.internal_error);
  });
});
