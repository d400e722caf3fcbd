// One attempt's HTTP request (docs/rules/webhooks.md, 'Delivery'): a POST with a deadline, redirects not
// followed (a 3xx is a failure, as the specification asks), and only the first characters of the answer
// read and kept. It never throws: every outcome is a row of the delivery log.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { sanitizeText } from '../../../domain/sanitize.ts';
import { WEBHOOK_RESPONSE_EXCERPT_MAX } from '../../../domain/webhook-words.ts';
import { publicOnlyLookup, refuseEndpointUrl } from './address.ts';

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

export interface AttemptOptions {
  timeoutMs: number;
  /** In production the address rules apply again at connection time (address.ts). */
  publicOnly: boolean;
}

// Kept-alive connections, so a burst of events to one receiver does not open a connection per message.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

const READ_MAX_BYTES = 4096;

const excerptOf = (chunks: Buffer[]): string | null => {
  const text = sanitizeText(Buffer.concat(chunks).toString('utf8'), WEBHOOK_RESPONSE_EXCERPT_MAX);
  return text || null;
};

export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = refuseEndpointUrl(url, options.publicOnly);
  if (refused)
    return Promise.resolve({ ok: false, status: null, durationMs: 0, excerpt: null, error: refused });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const payload = Buffer.from(body, 'utf8');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as 'http:' | 'https:'],
        headers: {
          'content-type': 'application/json',
          'content-length': String(payload.length),
          'user-agent': 'Energetikai-Tanusitvany-Portal-Webhooks/1',
          ...headers,
        },
        ...(options.publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () =>
          finish({
            ok: status >= 200 && status < 300,
            status,
            excerpt: excerptOf(chunks),
            error: status >= 300 && status < 400 ? `Átirányítás (${status}); a portál nem követi.` : null,
          });
        response.on('data', (chunk: Buffer) => {
          if (read < READ_MAX_BYTES) chunks.push(chunk.subarray(0, READ_MAX_BYTES - read));
          read += chunk.length;
          // The rest of a long answer is not needed: the connection is dropped rather than read to the end.
          if (read >= READ_MAX_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const deadline = setTimeout(() => {
      request.destroy(new Error(`Nem érkezett válasz ${options.timeoutMs / 1000} másodpercen belül.`));
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, status: null, excerpt: null, error: describeError(error) }),
    );
    request.end(payload);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'A kapcsolatot a fogadó elutasította.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'A cím nem oldható fel (DNS).';
    case 'EINTERNAL':
      return 'A cím belső hálózatra mutat, ide a portál nem küld.';
    case 'ECONNRESET':
      return 'A fogadó bontotta a kapcsolatot.';
    default:
      return error.message.slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX);
  }
}
