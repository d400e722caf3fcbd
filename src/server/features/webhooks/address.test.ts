// Where the portal may send in production (docs/rules/webhooks.md, 'Addresses'), and one attempt's HTTP
// request against a real receiver: redirects not followed, only an excerpt of the answer kept.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES, WEBHOOK_RESPONSE_EXCERPT_MAX } from '../../../domain/webhooks.ts';
import { isInternalAddress, refuseEndpointUrl } from './address.ts';
import { eventLoopTurns } from '../../../test/event-loop.ts';
import { postWebhook } from './http.ts';

describe('addresses in production', () => {
  it('takes https to a public name or address', () => {
    expect(refuseEndpointUrl('https://crm.partnerbank.hu/webhooks', true)).toBeNull();
    expect(refuseEndpointUrl('https://8.8.8.8/hook', true)).toBeNull();
  });

  it('refuses http, loopback and private addresses, and names of the machine itself', () => {
    expect(refuseEndpointUrl('http://crm.partnerbank.hu/webhooks', true)).toBe(WEBHOOK_MESSAGES.urlHttpsOnly);
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.5/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://metadata.google.internal/hook',
    ])
      expect(refuseEndpointUrl(url, true), url).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('lets a developer’s receiver on the machine itself through outside production', () => {
    expect(refuseEndpointUrl('http://127.0.0.1:4000/hook', false)).toBeNull();
  });

  it('tells internal addresses from public ones', () => {
    expect(isInternalAddress('100.64.0.1')).toBe(true);
    expect(isInternalAddress('0.0.0.0')).toBe(true);
    expect(isInternalAddress('fe80::1')).toBe(true);
    expect(isInternalAddress('1.1.1.1')).toBe(false);
    expect(isInternalAddress('2a00:1450:4001:80b::200e')).toBe(false);
  });
});

describe('one attempt', () => {
  let base = '';
  /** Called when the silent receiver has the request, so a test waits for that rather than for time. */
  let heardSilent = () => {};
  const server = createServer((request, response) => {
    request.resume();
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/elsewhere' });
      response.end();
    } else if (request.url === '/long') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(100_000));
    } else if (request.url === '/silent') {
      // Never answers: the attempt's deadline ends it.
      heardSilent();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const options = { timeoutMs: 10_000, publicOnly: false };

  it('does not follow a redirect: it is a failure', async () => {
    const outcome = await postWebhook(`${base}/redirect`, {}, '{}', options);
    expect(outcome).toMatchObject({ ok: false, status: 302 });
    expect(outcome.error).toContain('Átirányítás');
  });

  it('keeps only the first characters of a long answer', async () => {
    const outcome = await postWebhook(`${base}/long`, {}, '{}', options);
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(outcome.excerpt).toHaveLength(WEBHOOK_RESPONSE_EXCERPT_MAX);
  });

  it('gives up on a receiver that does not answer within the deadline, and not before', async () => {
    // The deadline's timer is faked (docs/testing.md, 'Time without the clock'): the attempt's real timer,
    // moved by the test, so nothing waits on the wall clock. The sockets and their events stay real.
    const heard = new Promise<void>((resolve) => (heardSilent = resolve));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let outcome: Awaited<ReturnType<typeof postWebhook>> | undefined;
      const attempt = postWebhook(`${base}/silent`, {}, '{}', options).then((done) => (outcome = done));
      await heard;
      vi.advanceTimersByTime(options.timeoutMs - 1);
      await eventLoopTurns();
      expect(outcome).toBeUndefined();
      vi.advanceTimersByTime(1);
      await attempt;
      expect(outcome).toMatchObject({ ok: false, status: null });
      expect(outcome?.error).toContain('Nem érkezett válasz 10 másodpercen belül');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a loopback receiver in production without connecting', async () => {
    const outcome = await postWebhook(`${base}/redirect`, {}, '{}', { ...options, publicOnly: true });
    expect(outcome).toMatchObject({ ok: false, status: null, error: WEBHOOK_MESSAGES.urlHttpsOnly });
  });
});
