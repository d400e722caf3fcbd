// The bank developers' guide (docs/api-guide.md) is served beside the reference, and what it tells cannot
// drift from the portal: every operation it names is in the OpenAPI document and every machine-API operation
// is in it, its tables list the real scopes, fields, verdicts and events, and its two webhook snippets,
// taken from the guide's text as they are, verify a real delivery the portal signed and refuse a forged one.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, apiChangeSchema, apiRemovalSchema } from '../../domain/api-keys.ts';
import { COUPON_ROW_STATUSES } from '../../domain/coupons.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE, type WebhookSecretAnswer } from '../../domain/webhooks.ts';
import { webhookDeliveryJobHandler } from '../features/webhooks/index.ts';
import { API_GUIDE_PATH } from '../paths.ts';
import { openApiDocument, operationsOf } from '../test/openapi.ts';
import { people } from '../test/people.ts';
import { realTime, silentLogger, testAppForFile } from '../test/test-app.ts';
import { startReceiver, type ReceivedWebhook } from '../test/webhook-receiver.ts';
import { API_GUIDE_URL, headingSlug } from './api-guide.ts';
import { JobRunner } from './jobs.ts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-events.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);

let guide: string;
beforeAll(async () => {
  guide = await readFile(API_GUIDE_PATH, 'utf8');
});

/** The guide's headings of one level, as written. */
const headings = (level: number) =>
  [...guide.matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map((match) => match[1]!);

/** The code block whose info string names it (```js webhook-fogado). */
function snippet(name: string): string {
  const block = new RegExp(`^\`\`\`js ${name}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(guide);
  if (!block) throw new Error(`docs/api-guide.md has no snippet "${name}"`);
  return block[1]!;
}

/** The first column's `values` of the table in a section, up to the next heading: what the guide lists. */
function firstColumn(heading: string): string[] {
  const from = guide.indexOf(`\n${heading}\n`);
  expect(from, heading).toBeGreaterThan(-1);
  const section = guide.slice(from + heading.length + 2).split(/\n(?=#)/)[0]!;
  const lines = section.split('\n');
  // A table's header row is the one above its `| ---` line.
  return lines.flatMap((line, index) => {
    const value = /^\| `([^`]+)`/.exec(line)?.[1];
    return value && !lines[index + 1]?.startsWith('| -') ? [value] : [];
  });
}

describe('the page', () => {
  it('serves the guide in Hungarian with its headings, a contents list and the way to the reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_GUIDE_URL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('<html lang="hu">');
    expect(page).toContain(`<title>${headings(1)[0]} – Energetikai Tanúsítvány Portál</title>`);
    expect(page).toMatch(/<h1 id="[^"]+">Fejlesztői útmutató: gépi API és webhookok<\/h1>/);
    for (const heading of headings(2)) {
      const id = headingSlug(heading);
      expect(page, heading).toContain(`<h2 id="${id}">`);
      expect(page, heading).toContain(`<a href="#${id}">`);
    }
    expect(page).toContain('<a href="/api/docs">API-referencia (OpenAPI)</a>');
    expect(page).toContain('<pre tabindex="0"><code class="language-js">');
    // No markdown left unrendered, no raw angle bracket of the text taken for a tag.
    expect(page).not.toMatch(/^#{1,3} /m);
    expect(page).not.toContain('<kulcs>');
  });

  it('is linked from the reference', async () => {
    const document = (await openApiDocument(t.app)) as unknown as { info: { description: string } };
    expect(document.info.description).toContain(`(${API_GUIDE_URL})`);
  });
});

describe('what the guide names', () => {
  it('names every operation of the machine API, and only operations the OpenAPI document has', async () => {
    const documented = operationsOf(await openApiDocument(t.app))
      .filter(({ path }) => path.startsWith('/api/v1/'))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    const named = new Set(
      [...guide.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/[^\s`?),]+)/g)].map(
        ([, method, path]) => `${method} ${path}`,
      ),
    );
    expect([...named].filter((operation) => !documented.includes(operation))).toEqual([]);
    expect(documented.filter((operation) => !named.has(operation))).toEqual([]);
  });

  it('lists the real scopes, change fields, row verdicts and events', () => {
    expect(firstColumn('### A kulcs alakja és a jogosultságok')).toEqual([...API_SCOPES]);
    expect(firstColumn('## 4. Megrendelések szinkronizálása')).toEqual(Object.keys(apiChangeSchema.shape));
    expect(firstColumn('### Törölt ingatlanok')).toEqual(Object.keys(apiRemovalSchema.shape));
    expect(firstColumn('### A soronkénti jelentés')).toEqual([...COUPON_ROW_STATUSES]);
    expect(firstColumn('### Események')).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE]);
  });
});

describe("the guide's webhook snippets, run against a real delivery", () => {
  let folder: string;
  let delivery: ReceivedWebhook;
  let secret: string;

  beforeAll(async () => {
    // Inside node_modules' folder, so that the snippets' `import 'standardwebhooks'` resolves as in a
    // receiver's own project.
    folder = await mkdtemp(path.join(path.dirname(API_GUIDE_PATH), '../node_modules/.api-guide-'));
    const receiver = await startReceiver('/webhooks/portal');
    try {
      const bank = await who.staff('bank_admin');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers: { cookie: bank.cookie },
        payload: { url: receiver.url, description: 'Útmutató', events: ['order.created'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const answer = created.json<WebhookSecretAnswer>();
      secret = answer.secret;
      const pinged = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/endpoints/${answer.endpoint.id}/ping`,
        headers: { cookie: bank.cookie },
      });
      expect(pinged.statusCode, pinged.body).toBe(202);
      await new JobRunner({ db: t.services.database.db, logger: silentLogger, clock: t.clock.now })
        .register(WEBHOOK_DELIVERY_JOB, webhookDeliveryJobHandler(t.services, silentLogger))
        .runDue();
      expect(receiver.received).toHaveLength(1);
      delivery = receiver.received[0]!;
    } finally {
      await receiver.close();
    }
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('verifies the delivery with node:crypto, and refuses another secret or a changed body', async () => {
    const file = path.join(folder, 'verify.mjs');
    await writeFile(file, snippet('webhook-ellenorzes'));
    const { verifyPortalWebhook } = (await import(pathToFileURL(file).href)) as {
      verifyPortalWebhook: (secret: string, headers: object, body: string) => boolean;
    };
    expect(verifyPortalWebhook(secret, delivery.headers, delivery.body)).toBe(true);
    expect(verifyPortalWebhook('whsec_' + 'A'.repeat(32), delivery.headers, delivery.body)).toBe(false);
    expect(verifyPortalWebhook(secret, delivery.headers, delivery.body.replace('ping', 'pong'))).toBe(false);
  });

  it('runs the standardwebhooks receiver, which answers the delivery 204 and a forged one 400', async () => {
    const file = path.join(folder, 'receiver.mjs');
    await writeFile(file, snippet('webhook-fogado'));
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, PORTAL_WEBHOOK_SECRET: secret, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      let port = 0;
      for await (const line of lines) {
        port = Number(/port: (\d+)/.exec(line)?.[1] ?? 0);
        if (port) break;
      }
      expect(port, 'the receiver said where it listens').toBeGreaterThan(0);
      const send = (body: string) =>
        fetch(`http://127.0.0.1:${port}/webhooks/portal`, {
          method: 'POST',
          headers: Object.fromEntries(
            ['content-type', 'webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
              name,
              String(delivery.headers[name]),
            ]),
          ),
          body,
        });
      expect((await send(delivery.body)).status).toBe(204);
      expect((await send(delivery.body.replace('ping', 'pong'))).status).toBe(400);
    } finally {
      child.kill();
    }
  });
});
