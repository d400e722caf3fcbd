// `npm run bench -- webhooks` (docs/rules/webhooks.md, decision 0026): 10,000 events fanned out to one endpoint
// on a local receiver, delivered by the built server's webhook runner. The events are written before the
// server starts, through the same recordWebhookEvent the services call (in transactions of 100, timed), so
// the server meets a backlog of 10,000 due deliveries; the figure is the time from the server answering its
// health check to the last distinct message received (budget 2 minutes). The receiver verifies every
// signature with the standardwebhooks package and counts what is lost (never received) and what came twice
// (the at-least-once contract allows it; none is expected on a healthy receiver). On PGlite and PostgreSQL.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES } from '../src/domain/webhook-words.ts';
import { openDatabase, pgliteDataDir } from '../src/server/db/client.ts';
import { webhookEndpoints } from '../src/server/db/schema.ts';
import { recordWebhookEvent } from '../src/server/platform/webhook-events.ts';
import { generateWebhookSecret } from '../src/server/features/webhooks/signing.ts';
import { dataDir, results, round2, sleep, startServer, stop, waitForCalm } from './kit.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const BUDGET_S = 120;
const PER_TRANSACTION = 100;

interface Receiver {
  url: string;
  /** Distinct webhook-ids with the time each first arrived. */
  firstSeen: Map<string, number>;
  duplicates: number;
  badSignatures: number;
  close(): Promise<void>;
}

async function startReceiver(secret: string): Promise<Receiver> {
  const verifier = new Webhook(secret);
  const firstSeen = new Map<string, number>();
  const receiver = { duplicates: 0, badSignatures: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        verifier.verify(Buffer.concat(chunks).toString('utf8'), request.headers as Record<string, string>);
      } catch {
        receiver.badSignatures++;
      }
      const id = String(request.headers['webhook-id']);
      if (firstSeen.has(id)) receiver.duplicates++;
      else firstSeen.set(id, performance.now());
      response.writeHead(204);
      response.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    firstSeen,
    get duplicates() {
      return receiver.duplicates;
    },
    get badSignatures() {
      return receiver.badSignatures;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The endpoint and the events, written to the database the server will open. */
async function writeEvents(dir: string, databaseUrl: string | null, url: string, secret: string) {
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  try {
    await database.migrate();
    await database.db.insert(webhookEndpoints).values({
      ownerRole: 'bank_admin',
      url,
      description: 'Bench receiver',
      events: [...WEBHOOK_EVENT_TYPES],
      secret,
    });
    const ids = new Set<string>();
    const started = performance.now();
    for (let written = 0; written < EVENTS; written += PER_TRANSACTION) {
      await database.db.transaction(async (tx) => {
        for (let i = written; i < Math.min(EVENTS, written + PER_TRANSACTION); i++) {
          const at = new Date();
          const { eventId } = await recordWebhookEvent(tx, at, 'coupon.redeemed', {
            couponCode: `BENCH${String(i).padStart(6, '0')}`,
            propertyId: '00000000-0000-4000-8000-000000000000',
            redeemedAt: at.toISOString(),
          });
          ids.add(eventId);
        }
      });
    }
    return { ids, writeMs: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}

export async function benchWebhooks(label: string, databaseUrl: string | null) {
  const name = `webhooks-${label}`;
  const dir = path.join(dataDir, name);
  const secret = generateWebhookSecret();
  const receiver = await startReceiver(secret);
  const { ids, writeMs } = await writeEvents(dir, databaseUrl, receiver.url, secret);
  console.log(`${name}: ${ids.size} events written in ${writeMs} ms`);
  const calm = await waitForCalm(name);
  const server = await startServer(dir, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // The receiver is on this machine; production refuses loopback endpoints otherwise.
    WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    // The demo data of a first start would come before the workers and be counted in the delivery time.
    SEED_DEMO: 'false',
  });
  const started = performance.now();
  let timedOut = false;
  try {
    while (receiver.firstSeen.size < ids.size) {
      if (performance.now() - started > 2 * BUDGET_S * 1000) {
        timedOut = true;
        break;
      }
      await sleep(100);
    }
    const lastArrival = Math.max(...receiver.firstSeen.values());
    const deliveredS = round2((lastArrival - started) / 1000);
    // A moment more for any late duplicate of a lease that ran out.
    await sleep(2_000);
    const lost = [...ids].filter((id) => !receiver.firstSeen.has(id)).length;
    const figures = {
      events: ids.size,
      writeMs,
      deliveredS,
      perSecond: Math.round(ids.size / deliveredS),
      withinBudget: !timedOut && deliveredS <= BUDGET_S,
      lost,
      duplicates: receiver.duplicates,
      badSignatures: receiver.badSignatures,
      unexpected: [...receiver.firstSeen.keys()].filter((id) => !ids.has(id)).length,
      loadBefore: calm,
      loadAfter: os.loadavg().map(round2),
    };
    results[name] = figures;
    console.log(`${name}:`, figures);
  } finally {
    await stop(server);
    await receiver.close();
  }
}
