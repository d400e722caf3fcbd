import { defineConfig } from '@playwright/test';

// Debian's Chromium (apt-get install chromium); Playwright's own browser downloads are not reachable here.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Two workers, each with its own server on its own copy of the seeded data (fixtures.ts): the files of a
  // journey run in order in one worker; the two workers share nothing.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Upper bounds for a loaded machine: every wait is for what the user sees, never a fixed pause.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  projects: [
    { name: 'journeys', testIgnore: /lockout\.e2e\.ts/ },
    // A project of its own is a worker and a server of its own (worker fixtures never cross projects), so the
    // lockout's failures, which also count for 127.0.0.1, ask no other journey for the CAPTCHA.
    { name: 'lockout', testMatch: /lockout\.e2e\.ts/ },
  ],
  use: {
    browserName: 'chromium',
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    viewport: { width: 1280, height: 800 },
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failed test keeps its trace: every action with its timing, the network and the console. The DOM
    // snapshots and the screencast are left out unless TRACE=full: recording them cost a third of a journey's
    // time (docs/testing.md, 'The third round'); the failure's screenshot and page snapshot stay.
    trace:
      process.env.TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
});
