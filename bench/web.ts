// `npm run bench -- web` (decisions 0013 and 0020): Lighthouse on the built app, mobile and desktop, median of
// 3 runs, for the sign-in page and every role's start screen and lists (PAGES); and the bytes a first visit
// transfers, counted by Chromium itself (the DevTools protocol's encoded lengths).
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Signed-in pages get the session cookie of a
// sign-in through the API, as the browser would make it, in every request's headers.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { DEMO_TOTP_KEY } from '../src/server/seed/demo.ts';
import { freshTotpCode } from '../src/server/test/authenticator.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_PAGES=login,client-dashboard measures only those pages. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
/** BENCH_WEB_REPORTS=<folder> keeps each run's whole Lighthouse report there, to read what held a page up. */
const REPORTS = process.env.BENCH_WEB_REPORTS;
/**
 * BENCH_WEB_COMPARE=<address> measures another build's server (an earlier commit's worktree, built and started
 * on its own data folder with the demo data) run for run with this one, alternating which goes first: on a
 * shared machine a change's effect is smaller than the spread between runs an hour apart.
 */
const COMPARE = process.env.BENCH_WEB_COMPARE;

const ACCOUNTS = {
  client: { email: 'ugyfel@example.hu', password: 'Ugyfel-Demo-2026' },
  auditor: { email: 'tanusito@example.hu', password: 'Tanusito-Demo-2026' },
  operator: { email: 'admin@example.hu', password: 'Admin-Demo-2026' },
  bank: { email: 'bank@example.hu', password: 'Bank-Demo-2026' },
  light: { email: 'light@example.hu', password: 'Light-Demo-2026' },
} as const;
export type Account = keyof typeof ACCOUNTS;

interface PageCase {
  name: string;
  path: string;
  account: Account | null;
}

const PAGES: PageCase[] = [
  { name: 'login', path: '/login', account: null },
  { name: 'client-dashboard', path: '/', account: 'client' },
  { name: 'auditor-clients', path: '/clients', account: 'auditor' },
  { name: 'operator-clients', path: '/clients', account: 'operator' },
  // The portal admin's start screen, settlement, news, auditors and pairing.
  { name: 'operator-dashboard', path: '/', account: 'operator' },
  { name: 'operator-billing', path: '/billing', account: 'operator' },
  { name: 'operator-news', path: '/news', account: 'operator' },
  { name: 'operator-auditors', path: '/auditors', account: 'operator' },
  { name: 'operator-pairing', path: '/auditor-pairing', account: 'operator' },
  // An auditor's page (the demo seed's fixed id), whose performance tab lists the clients' ratings.
  { name: 'operator-auditor-detail', path: '/auditors/demo-auditor-5', account: 'operator' },
  // The bank's start screen, reports (its charts) and lists.
  { name: 'bank-dashboard', path: '/', account: 'bank' },
  { name: 'bank-reports', path: '/billing', account: 'bank' },
  { name: 'bank-clients', path: '/clients', account: 'bank' },
  // A client's page (the demo seed's fixed id, with an appointment): its details and the process timeline.
  { name: 'bank-client-detail', path: '/clients/demo-client-6', account: 'bank' },
  { name: 'bank-leads', path: '/leads', account: 'bank' },
  { name: 'bank-activity', path: '/clients/logs', account: 'bank' },
  { name: 'bank-auditors', path: '/auditors', account: 'bank' },
  { name: 'bank-support', path: '/support', account: 'bank' },
  // The bank's systems' screens: API keys and webhooks.
  { name: 'bank-api-keys', path: '/api-keys', account: 'bank' },
  { name: 'bank-webhooks', path: '/webhooks', account: 'bank' },
  // Admin Light's start screen (the client list), lists and weekly ZIP history.
  { name: 'light-clients', path: '/clients', account: 'light' },
  { name: 'light-certificates', path: '/certificates', account: 'light' },
  { name: 'light-logs', path: '/logs', account: 'light' },
  { name: 'light-tig', path: '/tig-statements', account: 'light' },
  { name: 'light-weekly-zip', path: '/weekly-zip', account: 'light' },
];

function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => [pair.split('=')[0]!, pair]) : []);
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

async function post(url: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** The session cookie of a demo account; staff answer the second step with the published demo key. */
export async function signIn(base: string, account: Account): Promise<string> {
  const credentials = ACCOUNTS[account];
  const login = await post(`${base}/api/account/login`, credentials);
  const cookie = cookiesOf(login);
  if (!((await login.json()) as { twoFactorRequired: boolean }).twoFactorRequired) return cookie;
  const code = await freshTotpCode(DEMO_TOTP_KEY, credentials.email);
  return cookiesOf(
    await post(`${base}/api/account/two-factor/verify`, { method: 'totp', code }, cookie),
    cookie,
  );
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First and largest contentful paint and the speed index: a single-page app paints nothing before its script runs. */
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  /** Total blocking time and cumulative layout shift: with LCP, what a low mobile score is made of. */
  tbtMs: number;
  cls: number;
  bytes: number;
}

async function lighthouseOnce(url: string, cookie: string | null, desktop: boolean): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}.json`;
      await writeFile(path.join(REPORTS, name), JSON.stringify(result.lhr));
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      bytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, more often on a busy machine):
 * such a run measured nothing and is made again, up to twice; any other failure stops the bench.
 */
async function lighthouseRun(url: string, cookie: string | null, desktop: boolean): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie, desktop);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`web ${url}: Lighthouse recorded no trace (NO_NAVSTART), run again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The medians of a page's runs, with the load average when they ended. */
function summarise(runs: Figures[]) {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    runs,
  };
}

/**
 * The bytes a first visit transfers (headers and bodies as they came over the wire), until the network is
 * idle, as Chromium counts them; and the same visit's requests by type.
 */
export async function firstVisitBytes(
  url: string,
  cookie: string | null,
): Promise<{ bytes: number; requests: number }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { cookie } } : {});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests++;
    });
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', () => (lastActivity = performance.now()));
    cdp.on('Network.loadingFinished', () => (lastActivity = performance.now()));
    await page.goto(url, { waitUntil: 'networkidle' });
    // A lazy screen asks for its chunk and data only after the first ones ran: on a busy machine that can
    // come after Playwright's 500 ms of quiet. The visit ends after 3 s without a request.
    while (performance.now() - lastActivity < 3000) await new Promise((resolve) => setTimeout(resolve, 250));
    return { bytes, requests };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's scores follow the machine's load (other people's tests share its two cores): `waitForCalm`
 * waits before each page, as run.ts's other benches do, and every figure is printed with the 1-minute load
 * average when it was taken.
 */
export async function benchWeb(
  base: string,
  waitForCalm: (what: string) => Promise<unknown> = async () => undefined,
): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  const bases = COMPARE ? [base, COMPARE] : [base];
  const cookies = new Map<string, string>();
  const cookieFor = async (server: string, account: Account | null) => {
    if (!account) return null;
    const key = `${server} ${account}`;
    if (!cookies.has(key)) cookies.set(key, await signIn(server, account));
    return cookies.get(key)!;
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const page of PAGES.filter((item) => !ONLY || ONLY.includes(item.name))) {
    const calm = await waitForCalm(`web ${page.name}`);
    const visit = await firstVisitBytes(`${base}${page.path}`, await cookieFor(base, page.account));
    console.log(`web ${page.name}: first visit ${kb(visit.bytes)} in ${visit.requests} requests`);
    const figures: Record<string, unknown> = { calm, firstVisit: visit };
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs = new Map<string, Figures[]>(bases.map((server) => [server, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const server of i % 2 ? [...bases].reverse() : bases) {
          const cookie = await cookieFor(server, page.account);
          runs
            .get(server)!
            .push(await lighthouseRun(`${server}${page.path}`, cookie, formFactor === 'desktop'));
        }
      }
      for (const server of bases) {
        const summary = summarise(runs.get(server)!);
        const label = server === base ? '' : ` [${server}]`;
        if (server === base) figures[formFactor] = summary;
        else figures[`${formFactor} ${server}`] = summary;
        console.log(
          `web ${page.name} ${formFactor}${label} (median of ${RUNS}): Performance ${summary.performance} (runs ${summary.runs.map((run) => run.performance).join(', ')}), Accessibility ${summary.accessibility}, Best Practices ${summary.bestPractices}, FCP ${(summary.fcpMs / 1000).toFixed(1)} s, LCP ${(summary.lcpMs / 1000).toFixed(1)} s, SI ${(summary.speedIndexMs / 1000).toFixed(1)} s, TBT ${summary.tbtMs} ms (runs ${summary.runs.map((run) => run.tbtMs).join(', ')}), CLS ${summary.cls}, ${kb(summary.bytes)}; load average ${summary.loadAverage1m}`,
        );
      }
    }
    results[page.name] = figures;
  }
  return results;
}
