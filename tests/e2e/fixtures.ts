// Playwright fixtures: the real server on its worker's own copy of the seeded data (global-setup.ts), the dev
// mailbox, and axe-core on every screen a journey visits (serious or critical violations fail the test).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO_TOTP_KEY } from '../../src/server/seed/demo.ts';
import { freshTotpCode } from '../../src/server/test/authenticator.ts';
import { blockingViolations } from './axe.ts';
import { freePort, SEEDED_DATA_DIR_ENV, serverEnv, startServer, stopServer } from './portal-server.ts';

export interface PortalServer {
  url: string;
  dataDir: string;
}

export interface MailMessage {
  id: string;
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
}

type LoginAnswer = { me: { id: string; role: Role; name: string } | null; twoFactorRequired: boolean };

export type Role = 'client' | 'auditor' | 'bank_admin' | 'portal_admin' | 'admin_light';

/** The demo accounts of the seed (README.md). */
export { NEW_STAFF } from './portal-server.ts';

export const DEMO_LOGINS: Record<Role, { email: string; password: string }> = {
  client: { email: 'ugyfel@example.hu', password: 'Ugyfel-Demo-2026' },
  auditor: { email: 'tanusito@example.hu', password: 'Tanusito-Demo-2026' },
  bank_admin: { email: 'bank@example.hu', password: 'Bank-Demo-2026' },
  portal_admin: { email: 'admin@example.hu', password: 'Admin-Demo-2026' },
  admin_light: { email: 'light@example.hu', password: 'Light-Demo-2026' },
};

interface Fixtures {
  /** Signs the browser in as the demo account of a role (the session cookie lands in the page's context). */
  signInAs: (role: Role) => Promise<{ id: string; role: Role; name: string }>;
  /** A new client, registered and confirmed through the API (the CAPTCHA solved as the widget does). */
  newClient: (
    email: string,
    name?: { firstName: string; lastName: string },
  ) => Promise<{ email: string; password: string }>;
  /**
   * A new client (newClient, with its default name) signs in through the form (signInWithForm) and lands on
   * the home screen, which greets her; the screen is checked with axe. Returns her login.
   */
  signInNewClient: (email: string) => Promise<{ email: string; password: string }>;
  /** Runs axe-core on the current screen; every screen visited must be checked before the test ends. */
  checkA11y: (screenName: string) => Promise<void>;
  /**
   * Opens the sign-in screen, checks it with axe and signs in through the form: with the password alone,
   * `remember` ticking "Emlékezzen rám", or `authenticator` giving a staff demo account's code after it.
   */
  signInWithForm: (
    login: { email: string; password: string },
    options?: { remember?: boolean; authenticator?: boolean },
  ) => Promise<void>;
  /** Saves a full-page screenshot under test-results/screens/ to look at. */
  saveScreen: (name: string) => Promise<void>;
  mailbox: { messages(to?: string): Promise<MailMessage[]> };
}

/** newClient's registrations in this worker (its server's lifetime): each comes from an address of its own. */
let registrations = 0;

export const test = base.extend<Fixtures, { server: PortalServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const seeded = process.env[SEEDED_DATA_DIR_ENV];
      if (!seeded) throw new Error(`${SEEDED_DATA_DIR_ENV} is not set: global-setup.ts prepares it`);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-e2e-'));
      await cp(seeded, dataDir, { recursive: true });
      const port = await freePort();
      const child = await startServer(serverEnv(dataDir, port));
      await use({ url: `http://localhost:${port}`, dataDir });
      await stopServer(child);
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),

  checkA11y: async ({ page }, use) => {
    // Every screen a journey shows must be checked: a URL left behind unchecked fails the test. A URL the
    // app replaced on its own (a redirect: the router's `replace`) is not a screen. The page reports each
    // replacement before it happens, so this holds however slow the machine is (no timing involved).
    let current: string | null = null;
    let checked = true;
    const skipped: string[] = [];
    const redirected = new Set<string>();
    await page.exposeBinding('__etpRedirected', (_source, url: string) => void redirected.add(url));
    await page.addInitScript(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
        const target = url === undefined || url === null ? location.href : new URL(url, location.href).href;
        if (target !== location.href)
          (window as unknown as { __etpRedirected: (from: string) => void }).__etpRedirected(location.href);
        replace(data, unused, url);
      };
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || frame.url() === current) return;
      if (current && !checked && !redirected.has(current)) skipped.push(current);
      current = frame.url();
      redirected.delete(current);
      checked = false;
    });
    await use(async (screenName) => {
      expect(await blockingViolations(page), `accessibility of ${screenName}`).toEqual([]);
      checked = true;
    });
    if (current && !checked && current !== 'about:blank') skipped.push(current);
    expect(skipped, 'screens visited without an axe-core check').toEqual([]);
  },

  signInWithForm: async ({ page, checkA11y }, use) => {
    await use(async (login, { remember = false, authenticator = false } = {}) => {
      await page.goto('/login');
      await checkA11y('sign-in');
      if (authenticator) await submitStaffSignIn(page, login);
      else await submitSignIn(page, login.email, login.password, { remember });
    });
  },

  signInAs: async ({ page }, use) => {
    await use(async (role) => {
      const response = await page.request.post('/api/account/login', { data: DEMO_LOGINS[role] });
      expect(response.status(), await response.text()).toBe(200);
      let answer = (await response.json()) as LoginAnswer;
      if (answer.twoFactorRequired) {
        // Staff demo accounts share the published demo key (README).
        const code = await freshTotpCode(DEMO_TOTP_KEY, DEMO_LOGINS[role].email);
        const verified = await page.request.post('/api/account/two-factor/verify', {
          data: { method: 'totp', code },
        });
        expect(verified.status(), await verified.text()).toBe(200);
        answer = (await verified.json()) as LoginAnswer;
      }
      if (!answer.me) throw new Error('signed in without a profile');
      return answer.me;
    });
  },

  newClient: async ({ request }, use) => {
    await use(async (email, name = { firstName: 'Eszter', lastName: 'Nagy' }) => {
      const password = 'Profil-Jelszo-1';
      const challenge = await (await request.get('/api/account/captcha')).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      const registered = await request.post('/api/account/register', {
        headers: { 'x-forwarded-for': `198.51.100.${(registrations++ % 250) + 1}` },
        data: {
          ...name,
          email,
          phone: '+36 30 555 1234',
          postcode: '6720',
          city: 'Szeged',
          street: 'Kárász utca',
          houseNumber: '5',
          password,
          confirmPassword: password,
          privacyAccepted: true,
          termsAccepted: true,
          khDataSharingAccepted: true,
          portalMarketingAccepted: true,
          captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const mails = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const [mail] = ((await mails.json()) as { messages: MailMessage[] }).messages;
      const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
      const verified = await request.post('/api/account/verify-email', { data: { token } });
      expect(verified.status(), await verified.text()).toBe(200);
      return { email, password };
    });
  },

  signInNewClient: async ({ page, newClient, signInWithForm, checkA11y }, use) => {
    await use(async (email) => {
      const client = await newClient(email);
      await signInWithForm(client);
      await expect(page.getByRole('heading', { name: 'Üdvözöljük, Eszter!' })).toBeVisible();
      await checkA11y('home');
      return client;
    });
  },

  saveScreen: async ({ page }, use) => {
    await use(async (name) => {
      await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
    });
  },

  mailbox: async ({ request }, use) => {
    await use({
      async messages(to) {
        const response = await request.get(
          `/dev/mailbox/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`,
        );
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { messages: MailMessage[] }).messages;
      },
    });
  },
});

export { expect };

// Mantine appends ' *' to a required field's label; the show/hide button's name also starts with 'Jelszó'.
export const PASSWORD = /^Jelszó \*?$/;
export const NEW_PASSWORD = /^Új jelszó \*?$/;

/**
 * Fills in and submits the sign-in form on the page that shows it. `remember` ticks "Emlékezzen rám": a
 * journey that moves the server's clock days ahead needs the 30-day session, as sessions end on that clock
 * (decision 0008).
 */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.getByLabel('Email cím').fill(email);
  await page.getByLabel(PASSWORD).fill(password);
  if (options.remember) await page.getByLabel('Emlékezzen rám (30 napig)').check();
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
}

/**
 * On the sign-in form: the password, then the authenticator code (staff demo accounts share the demo key).
 * `clockOffsetMs`: how far the server's clock was moved (setServerClock), since it checks the code.
 */
export async function submitStaffSignIn(
  page: Page,
  login: { email: string; password: string },
  clockOffsetMs = 0,
) {
  await submitSignIn(page, login.email, login.password);
  const serverClock = { now: () => new Date(Date.now() + clockOffsetMs) };
  await page.getByLabel('Hitelesítő kód').fill(await freshTotpCode(DEMO_TOTP_KEY, login.email, serverClock));
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
}

/** Opens the user menu (the button with the signed-in person's name) and chooses one of its items. */
export async function chooseFromUserMenu(page: Page, person: RegExp, item: string) {
  await page.getByRole('button', { name: person }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The portal's own address of the link to `path` in an e-mail (confirmation, password reset). */
export function linkIn(mail: MailMessage | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in the e-mail`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

/** A browser of its own for a second person (the client, the auditor), like a second computer. */
export async function otherPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

export async function solveCaptcha(page: Page) {
  // The widget draws its own checkbox over the native one; a person clicks the label.
  await page.locator('altcha-widget label', { hasText: 'Nem vagyok robot' }).click();
  await expect(page.getByText('Ellenőrizve')).toBeVisible({ timeout: 20_000 });
}

export type { Page };

/** Runs axe-core on a page the checkA11y fixture does not watch (a second browser context). */
export async function checkOtherPageA11y(other: Page, screenName: string): Promise<void> {
  expect(await blockingViolations(other), `accessibility of ${screenName}`).toEqual([]);
}

/**
 * Moves the server's clock (DEV_CLOCK) by `offsetMs` from real time; 0 puts it back. A journey that moves
 * it must put it back in a finally block, so the journeys after it see real time.
 */
export async function setServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const response = await request.post('/dev/clock', { data: { offsetMs } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Signs a separate API context in as the demo portal admin (with the published demo key), so the
 * browser's own session is untouched. The caller disposes of it.
 */
export async function portalAdminApi(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const response = await admin.post('/api/account/login', { data: DEMO_LOGINS.portal_admin });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as LoginAnswer;
  if (answer.twoFactorRequired) {
    const code = await freshTotpCode(DEMO_TOTP_KEY, DEMO_LOGINS.portal_admin.email);
    const verified = await admin.post('/api/account/two-factor/verify', { data: { method: 'totp', code } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return admin;
}
