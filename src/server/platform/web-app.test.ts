// Decision 0013: the web app's files go out compressed as the build wrote them, API answers are compressed
// above 1 KB, downloads and caching stay as they were, and source maps are not served.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { precompress } from '../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { PUBLIC } from '../auth/access.ts';
import { people } from '../test/people.ts';
import { PRODUCT_TITLE } from '../../domain/constants.ts';
import { FRAME_HEADING_ID, FRAME_PLACEHOLDER_ID } from '../../domain/layout.ts';
import { SCREEN_HEADINGS } from '../../domain/screen-headings.ts';
import { frameHeading, withFramePlaceholder } from './web-frame.ts';
import { profiles } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let app: FastifyInstance;
let webDist: string;
let folk: ReturnType<typeof people>;

// A web build as Vite writes it: the page, hashed assets, a public file, and a source map left behind.
const INDEX_HTML = `<!doctype html><html lang="hu"><head><title>Portál</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `képernyő ${i}`))};\n`;
const STYLES = `.mantine-Button-root { color: red; }\n`.repeat(200);
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-def456.css'] },
  'app/app-layout.tsx': { file: 'assets/app-layout-1.js' },
  'app/home-page.tsx': { file: 'assets/home-page-1.js' },
  'features/properties/client-dashboard.tsx': { file: 'assets/client-dashboard-1.js' },
  'features/auth/auth-page.tsx': { file: 'assets/auth-page-1.js' },
};
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'etp-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets/index-abc123.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets/index-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}');
  await writeFile(path.join(webDist, 'assets/index-def456.css'), STYLES);
  await writeFile(path.join(webDist, 'favicon.svg'), ICON);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await precompress(webDist);

  t = await createTestApp({ webDist });
  app = t.app;
  folk = people(t);
  app.get('/api/test/large', { config: { access: PUBLIC } }, async () => ({
    rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Ügyfél ${i}` })),
  }));
  app.get('/api/test/small', { config: { access: PUBLIC } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('the web app’s files', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the file to others', async () => {
    for (const [file, content] of [
      ['/assets/index-abc123.js', SCRIPT],
      ['/assets/index-def456.css', STYLES],
      ['/favicon.svg', ICON],
    ] as const) {
      const brotli = await get(file, 'gzip, deflate, br, zstd');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(content);
      if (content.length > 1000) expect(brotli.rawPayload.length).toBeLessThan(content.length / 3);

      const gzip = await get(file, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(content);

      for (const plain of [await get(file), await get(file, 'identity'), await get(file, 'deflate')]) {
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toContain('accept-encoding');
        expect(plain.body).toBe(content);
      }
    }
  });

  it('keeps the types and the year-long cache of hashed assets, and revalidates the rest', async () => {
    const script = await get('/assets/index-abc123.js', 'br');
    expect(script.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const styles = await get('/assets/index-def456.css', 'gzip');
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page compressed at every page address, and as it is without Accept-Encoding', async () => {
    for (const url of ['/', '/login', '/property/5b1e0c3a-2f4d-4e8a-9c1b-7d6e5f4a3b2c']) {
      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(INDEX_HTML);
      const gzip = await get(url, 'gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(INDEX_HTML);
    }
  });

  it('serves no source maps and no compressed copies as addresses of their own', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
      '/index.html.br',
      '/.vite/manifest.json',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('sources');
      expect(response.json().error.code).toBe('route_not_found');
    }
  });
});

describe('what a page announces', () => {
  const links = (response: { headers: Record<string, unknown> }) =>
    String(response.headers.link ?? '').split(', ');

  it('signed out: the sign-in screen and the session, whatever the address', async () => {
    for (const url of ['/login', '/']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(links(response)).toEqual([
        '</api/account/session>; rel=preload; as=fetch; crossorigin=anonymous',
        '</api/public-config>; rel=preload; as=fetch; crossorigin=anonymous',
        '</assets/auth-page-1.js>; rel=modulepreload',
      ]);
      expect(response.headers.vary).toContain('cookie');
    }
  });

  it('a signed-in client: the layout, the dashboard and the dashboard’s data', async () => {
    const client = await folk.client();
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', cookie: client.cookie },
    });
    expect(links(response)).toEqual([
      '</api/account/session>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/public-config>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/client/property>; rel=preload; as=fetch; crossorigin=anonymous',
      '</assets/app-layout-1.js>; rel=modulepreload',
      '</assets/home-page-1.js>; rel=modulepreload',
      '</assets/client-dashboard-1.js>; rel=modulepreload',
    ]);
  });
});

describe('the signed-in layout’s frame before the scripts (decision 0027)', () => {
  const page = (cookie?: string, url = '/') =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
    });
  const html = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
    (response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : response.rawPayload
    ).toString('utf8');

  it('paints a client’s header without the menu, before the app’s root, compressed like the rest', async () => {
    const client = await folk.client();
    const response = await page(client.cookie);
    expect(response.headers['content-encoding']).toBe('br');
    expect(html(response)).toBe(withFramePlaceholder(INDEX_HTML, false));
    expect(html(response)).toMatch(
      new RegExp(`<div id="${FRAME_PLACEHOLDER_ID}" aria-hidden="true">.*${PRODUCT_TITLE}.*<div id="root">`),
    );
    expect(html(response)).not.toContain('class="n"');
  });

  it('draws the menu’s column for staff, and nothing for the signed out', async () => {
    const admin = await folk.staff('portal_admin');
    expect(html(await page(admin.cookie, '/clients'))).toBe(withFramePlaceholder(INDEX_HTML, true));
    expect(withFramePlaceholder(INDEX_HTML, true)).toContain('class="n"');
    for (const url of ['/', '/login', '/clients']) expect(html(await page(undefined, url))).toBe(INDEX_HTML);
  });

  it('paints the screen’s heading where it stands first, for the role whose screen is at the address', async () => {
    const bank = await folk.staff('bank_admin');
    const leads = html(await page(bank.cookie, '/leads'));
    expect(leads).toBe(withFramePlaceholder(INDEX_HTML, true, SCREEN_HEADINGS.leads));
    expect(leads).toMatch(
      new RegExp(
        `<div id="${FRAME_PLACEHOLDER_ID}" aria-hidden="true">.*</div><div id="${FRAME_HEADING_ID}" aria-hidden="true">` +
          '<style>.*</style><p class="t">Lead-kezelés</p></div>.*<div id="root">',
      ),
    );
    // The same address, another role's screen and words.
    const admin = await folk.staff('portal_admin');
    expect(html(await page(bank.cookie, '/support'))).toContain(
      `<p class="d">${SCREEN_HEADINGS.supportForBank.description}</p>`,
    );
    expect(html(await page(admin.cookie, '/support'))).toContain(
      `<p class="d">${SCREEN_HEADINGS.supportForOperator.description}</p>`,
    );
    // The portal admin's start screen greets the person; Admin Light's opens with the news panel above its
    // list, and an address not among the role's has no heading.
    expect(html(await page(admin.cookie, '/'))).toMatch(
      /<p class="t">Üdvözöljük, [^<]+!<\/p><p class="d">A mai teendők és a tanúsítási program állása\.<\/p>/,
    );
    const light = await folk.staff('admin_light');
    expect(html(await page(light.cookie, '/'))).not.toContain(FRAME_HEADING_ID);
    expect(html(await page(admin.cookie, '/leads'))).not.toContain(FRAME_HEADING_ID);
  });

  it('paints the bank’s start screen with the bank’s name and the person greeted, the bell’s place left free', async () => {
    const bank = await folk.staff('bank_admin');
    const start = html(await page(bank.cookie, '/'));
    expect(start).toContain(
      '<p class="t">Partner Bank energetikai tanúsítvány programja</p><p class="d">Üdvözöljük, Gábor! A program mai állása.</p>',
    );
    expect(start).toContain(`right:${16 + 60}px`);
    // Each person's own page; the one made before is served again.
    const other = await folk.staff('bank_admin');
    await t.services.database.db.update(profiles).set({ firstName: 'Réka' }).where(eq(profiles.id, other.id));
    expect(html(await page(other.cookie, '/'))).toContain('Üdvözöljük, Réka!');
    expect(html(await page(bank.cookie, '/'))).toBe(start);
  });

  it('writes a heading’s text as text, its description as wide as the screen lets it grow', () => {
    const painted = frameHeading(
      { title: 'Ügyfelek & <b>társaik</b>', description: '"Minden"', descriptionWidth: 720 },
      true,
    );
    expect(painted).toContain('<p class="t">Ügyfelek &amp; &lt;b&gt;társaik&lt;/b&gt;</p>');
    expect(painted).toContain('<p class="d" style="max-width:720px">&quot;Minden&quot;</p>');
    // Right of the menu's column from 48em, as the main area is; without a menu, never.
    expect(painted).toContain('@media (min-width:48em)');
    expect(frameHeading({ title: 'Ügyfelek' }, false)).not.toContain('@media');
  });

  it('leaves the onboarding auditor’s frame without the menu, as the onboarding screen has none', async () => {
    const auditor = await folk.auditor({ onboarded: false });
    expect(html(await page(auditor.cookie))).toBe(withFramePlaceholder(INDEX_HTML, false));
    const onboarded = await folk.auditor();
    expect(html(await page(onboarded.cookie))).toBe(withFramePlaceholder(INDEX_HTML, true));
  });

  it('moves the stylesheets from the head to after the frame, so that they hold back only the app', () => {
    const built = [
      '<!doctype html><html lang="hu"><head><title>Portál</title>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/mantine-base-1.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '  </head><body><div id="root"></div></body></html>',
    ].join('\n');
    const framed = withFramePlaceholder(built, true);
    const head = framed.slice(0, framed.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(framed).toMatch(
      new RegExp(
        `</head><body><div id="${FRAME_PLACEHOLDER_ID}" aria-hidden="true">.*</div>` +
          '<link rel="stylesheet" crossorigin href="/assets/mantine-base-1.css">' +
          '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><div id="root"></div>',
      ),
    );
  });

  it('paints no frame on a share link’s page, which has no signed-in layout, even for a signed-in visitor', async () => {
    const client = await folk.client();
    expect(html(await page(client.cookie, '/shared/abc123'))).toBe(INDEX_HTML);
  });
});

describe('API answers', () => {
  it('compresses JSON above 1 KB and keeps it personal (no-store)', async () => {
    const large = await get('/api/test/large', 'gzip, deflate, br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['cache-control']).toBe('no-store');
    expect(large.headers.vary).toContain('accept-encoding');
    const rows = (JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(200);
    const gzip = await get('/api/test/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ rows });

    const small = await get('/api/test/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect(small.headers['cache-control']).toBe('no-store');

    const plain = await get('/api/test/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
  });

  it('sends a PDF download as it is, whatever the browser accepts', async () => {
    const response = await get('/documents/adatkezelesi-tajekoztato.pdf', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
