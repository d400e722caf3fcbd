// Decision 0027: a signed-in page paints its layout's frame (and a list's heading) before the scripts run, and
// the app's own header and heading take their place where the frame drew them, at a phone's width and at a
// desktop's.
import type { Page } from '@playwright/test';
import { expect, test, type Role } from './fixtures.ts';

const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
];

/** Opens `path` with every script held until `release` is called: what the page shows before they run. */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Opens `path` with every script held until the frame was measured; returns the frame's title box. */
async function frameBeforeScripts(page: Page, path: string) {
  const release = await openWithScriptsHeld(page, path);
  const title = page.locator('#frame-placeholder .t');
  await expect(title).toHaveText('Energetikai Tanúsítvány Portál');
  const box = await title.boundingBox();
  release();
  return box;
}

for (const [role, path, screen] of [
  ['portal_admin', '/clients', 'the portal admin’s client list'],
  ['client', '/', 'the client’s dashboard'],
] as [Role, string, string][]) {
  test(`${screen} paints the layout’s frame first, and the header replaces it in place`, async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs(role);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const frame = await frameBeforeScripts(page, path);
      const title = page.getByRole('banner').getByRole('heading', { level: 2 });
      await expect(title).toBeVisible();
      await expect(page.locator('#frame-placeholder')).toHaveCount(0);
      const real = await title.boundingBox();
      // The title stays where the frame put it (the account button, drawn later, may shorten it).
      expect(Math.abs(real!.x - frame!.x), `title's left at ${viewport.width} px`).toBeLessThanOrEqual(1);
      expect(Math.abs(real!.y - frame!.y), `title's top at ${viewport.width} px`).toBeLessThanOrEqual(1);
      expect(Math.abs(real!.height - frame!.height)).toBeLessThanOrEqual(1);
      await checkA11y(`${screen} at ${viewport.width} px`);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
}

for (const { path, role, screen, title, description } of [
  {
    path: '/support',
    role: 'bank_admin' as const,
    screen: 'the bank’s support list',
    title: 'Támogatás',
    description: (page: Page) => page.getByText('Kérdése vagy problémája van a portállal?'),
  },
  {
    // Its heading names the bank and greets the person; the bell keeps its place at the row's end.
    path: '/',
    role: 'bank_admin' as const,
    screen: 'the bank’s start screen',
    title: 'Partner Bank energetikai tanúsítvány programja',
    description: (page: Page) =>
      page.getByRole('heading', { level: 2, name: 'Üdvözöljük, Eszter! A program mai állása.' }),
  },
  {
    // The portal admin's start screen greets the person.
    path: '/',
    role: 'portal_admin' as const,
    screen: 'the portal admin’s start screen',
    title: 'Üdvözöljük, Gábor!',
    description: (page: Page) => page.getByText('A mai teendők és a tanúsítási program állása.'),
  },
  {
    // A report's 'Export Excel' stands at the row's end on a desktop and wraps below on a phone.
    path: '/billing',
    role: 'portal_admin' as const,
    screen: 'the portal admin’s settlement',
    title: 'Elszámolás',
    description: (page: Page) =>
      page.getByText('A tanúsítók havi díja a hónapban feltöltött tanúsítványaik után'),
  },
]) {
  test(`${screen} paints its heading and description first, and its own take their place`, async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs(role);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const release = await openWithScriptsHeld(page, path);
      const painted = page.locator('#frame-heading');
      await expect(painted.locator('.t')).toHaveText(title);
      const frame = [await painted.locator('.t').boundingBox(), await painted.locator('.d').boundingBox()];
      release();
      const heading = page.getByRole('main').getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(painted).toHaveCount(0);
      const real = [await heading.boundingBox(), await description(page).boundingBox()];
      // Each line where the frame drew it, as tall (so wrapped alike).
      for (const [index, what] of ['title', 'description'].entries()) {
        const at = `${what} at ${viewport.width} px`;
        expect(Math.abs(real[index]!.x - frame[index]!.x), `${at}: left`).toBeLessThanOrEqual(1);
        expect(Math.abs(real[index]!.y - frame[index]!.y), `${at}: top`).toBeLessThanOrEqual(1);
        expect(Math.abs(real[index]!.height - frame[index]!.height), `${at}: height`).toBeLessThanOrEqual(1);
      }
      await checkA11y(`${screen} at ${viewport.width} px`);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
}

test('the stylesheets the page announces are the ones the app uses: each is fetched once', async ({
  page,
  signInAs,
}) => {
  await signInAs('portal_admin');
  await page.goto('/clients');
  // The list's chunk brings its own stylesheets (announced with the page) before it renders its table.
  await expect(page.getByRole('table')).toBeVisible();
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.css')),
  );
  // An announcement the app's own <link> does not match (another CORS mode) is fetched a second time.
  expect(stylesheets.length).toBeGreaterThan(2);
  expect(stylesheets).toEqual([...new Set(stylesheets)]);
});
