// The bank's workspace in one working day (docs/roles/bank-staff.md). The bank imports a coupon file, a
// client redeems one of the new codes, the bank approves it, the portal admin assigns an auditor, the auditor
// schedules and uploads, and the bank generates a TIG statement from its client list and downloads it; a lead
// is created, noted and converted; every other screen of the bank is opened and checked.
import { mkdir, readFile } from 'node:fs/promises';
import { COUPON_ROW_REASONS } from '../../src/domain/coupons.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  checkOtherPageA11y,
  DEMO_LOGINS,
  expect,
  setServerClock,
  otherPage,
  submitStaffSignIn,
  test,
} from './fixtures.ts';
import { orderInOwnBrowser, scheduleSurvey, uploadAfterSurvey } from './journey-steps.ts';
import type { Locator, Page } from '@playwright/test';

const DEMO_AUDITOR = 'Szabó Péter';
const ADDRESS = '2092 Budakeszi, Hársfa utca 3';

test("the bank's working day: coupons in, an order approved, a TIG statement out, a lead converted", async ({
  page,
  browser,
  server,
  newClient,
  checkA11y,
  saveScreen,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  // Two new codes of the bank's file (8 letters and digits holding the property's postcode, as the bank's
  // do), and rows the import must refuse.
  const code = 'KB209201';
  const secondCode = 'KC209201';
  const email = `bank-journey-${stamp}@example.hu`;

  // --- The bank signs in: its dashboard and its menu -------------------------------------------------
  await page.goto('/login');
  await submitStaffSignIn(page, DEMO_LOGINS.bank_admin);
  await expect(
    page.getByRole('heading', { level: 1, name: /energetikai tanúsítvány programja/ }),
  ).toBeVisible();
  const counters = page.getByRole('list', { name: 'Összesítés' });
  await expect(counters.getByText('Folyamatban lévő tanúsítások')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teendők' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Főmenü' });
  for (const item of [
    /^Főoldal/,
    'Ügyfelek',
    'Kupon ellenőrzés',
    'Ügyféltevékenység',
    'Lead-kezelés',
    'Riportok',
    'TIG elszámolások',
    'Támogatás',
    'Energetikai tanúsítók',
    'Hírek',
    'API-kulcsok',
    'Webhookok',
  ])
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  await checkA11y('bank dashboard');
  await saveScreen('bank-dashboard');

  // --- The coupon manager: the file's valid rows are imported, the others reported --------------------
  // At 1440x900, a desktop's screen, where the report and its notification share the view.
  await page.setViewportSize({ width: 1440, height: 900 });
  await menu.getByRole('link', { name: 'Kupon ellenőrzés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kupon ellenőrzés' })).toBeVisible();
  await checkA11y('coupon check');
  await page.getByRole('tab', { name: 'Kuponkezelő' }).click();
  await expect(page.getByText('Kiadott kuponok')).toBeVisible();
  const file = [
    'code;address;expiry_date',
    `${code};${ADDRESS};2030-12-31`,
    `${secondCode};2092 Budakeszi;2030-12-31`,
    `${code};${ADDRESS};2030-12-31`,
    'KH106101;1061 Budapest;2030-12-31',
    'rossz kód!;;',
    'KD209201;;2020-01-01',
    // A code without its address's postcode: no client at 1065 could redeem it.
    'BOCSV001;1065 Budapest, Nagymező utca 5.;2030-12-31',
  ].join('\r\n');
  await page.getByLabel('Kuponfájl').setInputFiles({
    name: 'kuponok.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${file}`, 'utf8'),
  });
  await expect(page.getByRole('heading', { name: 'Előnézet' })).toBeVisible();
  await expect(page.getByText('Ismétlődik a fájlban').first()).toBeVisible();
  await expect(page.getByText('Már létezik').first()).toBeVisible();
  await expect(page.getByText('Hibás kód').first()).toBeVisible();
  await expect(page.getByText('Lejárt').first()).toBeVisible();
  const deadRow = page.getByRole('row').filter({ hasText: 'BOCSV001' });
  await expect(deadRow.getByText('Nem váltható be')).toBeVisible();
  await expect(deadRow.getByText(COUPON_ROW_REASONS.not_redeemable)).toBeVisible();
  await checkA11y('coupon import preview');
  await saveScreen('bank-coupon-preview');
  await page.getByRole('button', { name: 'Érvényes sorok importálása (2)' }).click();
  const importReport = page.getByRole('region', { name: 'Az importálás eredménye' });
  await expect(importReport.getByText('2 kupon importálva, 5 sor kimaradt.')).toBeVisible();
  await expect(importReport.getByText('Nem váltható be: 1')).toBeVisible();
  await expect(importReport.getByRole('heading', { name: 'Az importálás eredménye' })).toBeFocused();
  await expectClearOf(page, '2 kupon importálva.', importReport);
  // What a person sees at 1440x900 (the window, not the whole page), the notification included.
  await mkdir('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/bank-coupon-import-report.png' });
  await checkA11y('coupon import result');
  await page.setViewportSize({ width: 1280, height: 800 });

  // --- A client redeems one of the new codes ----------------------------------------------------------
  const client = await newClient(email);
  await orderInOwnBrowser(browser, server.url, {
    client,
    street: 'Hársfa utca',
    houseNumber: '3',
    address: ADDRESS,
    coupon: code,
    area: '82',
  });

  // --- The bank approves the order's coupon ------------------------------------------------------------
  await page.getByRole('tab', { name: 'Megrendelések ellenőrzése' }).click();
  await page.getByLabel('Keresés').fill(code);
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await checkA11y('coupon check, searched');
  const checks = page.getByRole('region', { name: 'Kuponnal megrendelt tanúsítások' });
  const checkRow = checks.getByRole('row').filter({ hasText: code });
  await expect(checkRow).toHaveCount(1);
  await expect(checkRow.getByText('Jóváhagyásra vár')).toBeVisible();
  await expect(checkRow.getByText('Eltérő cím')).toHaveCount(0);
  await checkRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Jóváhagyás (1)' }).click();
  await expect(page.getByText('1 megrendelés kuponja jóváhagyva.').first()).toBeVisible();
  await expectClearOf(page, '1 megrendelés kuponja jóváhagyva.', checks);
  await page.goto(`/clients/coupon-validation?state=approved&search=${code}`);
  await expect(checks.getByRole('row').filter({ hasText: code }).getByText('Jóváhagyva')).toBeVisible();
  await checkA11y('coupon check after the approval');
  await saveScreen('bank-coupon-check');

  // --- The portal admin sees the bank's approval and assigns the demo auditor -------------------------
  const adminPage = await otherPage(browser, server.url);
  try {
    await adminPage.goto('/login');
    await submitStaffSignIn(adminPage, DEMO_LOGINS.portal_admin);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Üdvözöljük, Gábor!' })).toBeVisible();
    await adminPage.goto('/auditor-pairing');
    const card = adminPage.getByRole('listitem').filter({ hasText: ADDRESS });
    await expect(card).toBeVisible();
    await expect(card.getByText(/Bank jóváhagyta/)).toBeVisible();
    await card.getByRole('radio', { name: new RegExp(DEMO_AUDITOR) }).click();
    await card.getByRole('button', { name: /^Hozzárendelés/ }).click();
    await expect(adminPage.getByText(MESSAGES.assignment.done)).toBeVisible();
    await checkOtherPageA11y(adminPage, 'pairing after the assignment');
  } finally {
    await adminPage.context().close();
  }

  // --- The auditor schedules the survey and, once it has started, uploads the certificate -------------
  const auditorPage = await otherPage(browser, server.url);
  try {
    const survey = await scheduleSurvey(auditorPage, email);
    await uploadAfterSurvey(auditorPage, survey, 'tanusitvany-harsfa.pdf');
  } finally {
    await setServerClock(auditorPage.request, 0);
    await auditorPage.context().close();
  }

  // --- The bank's client list: the client is done; a TIG statement is generated and downloaded --------
  await menu.getByRole('link', { name: 'Ügyfelek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ügyfelek' })).toBeVisible();
  await checkA11y('bank client list');
  await page.getByLabel('Keresés').fill(email);
  await expect(page).toHaveURL(/search=/);
  await checkA11y('bank client list, searched');
  const clientRow = page.getByRole('row').filter({ hasText: email });
  await expect(clientRow).toHaveCount(1);
  await expect(clientRow.getByText(/KH-\d{5}/)).toBeVisible();
  await expect(clientRow.getByText('Tanúsítvány feltöltve')).toBeVisible();
  await saveScreen('bank-clients');
  await clientRow.getByRole('checkbox', { name: 'Nagy Eszter kiválasztása' }).check();
  await page.getByRole('button', { name: 'TIG generálás' }).click();
  const tig = page.getByRole('dialog', { name: 'TIG generálás' });
  await expect(tig.getByRole('table', { name: 'Az elszámolásba kerülő tanúsítványok' })).toContainText(
    'Nagy Eszter',
  );
  await checkA11y('TIG dialog');
  await tig.getByRole('button', { name: 'TIG generálása' }).click();
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    tig.getByRole('button', { name: 'Szövegfájl letöltése' }).click(),
  ]);
  const text = await readFile(await statement.path(), 'utf8');
  expect(text).toContain('Nagy Eszter');
  expect(text).toContain('Hársfa utca 3');
  await tig.getByRole('button', { name: 'Megosztás' }).click();
  await expect(page.getByText(/Az elszámolást elküldtük/).first()).toBeVisible();
  await checkA11y('TIG dialog after the statement');
  await saveScreen('bank-tig');
  await tig.getByRole('button', { name: 'Bezárás' }).last().click();
  await expect(tig).toBeHidden();

  // The menu leads to the statement: sent, with its files; marking it paid is the operator's.
  const statementNumber = statement.suggestedFilename().split('_')[0]!;
  await menu.getByRole('link', { name: 'TIG elszámolások' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TIG elszámolások' })).toBeVisible();
  const statementRow = page
    .getByRole('table', { name: 'TIG elszámolások listája' })
    .getByRole('row', { name: new RegExp(statementNumber) });
  await expect(statementRow.getByText('Elküldve')).toBeVisible();
  await expect(statementRow.getByRole('button', { name: `Letöltés: ${statementNumber}` })).toBeVisible();
  await expect(statementRow.getByRole('button', { name: /Kifizetettnek jelölés/ })).toHaveCount(0);
  await checkA11y('bank TIG statements');
  await page.goBack();
  await expect(clientRow).toHaveCount(1);
  await checkA11y('bank client list, searched, again');

  // --- The client's detail: coupon approved by the bank, the certificate downloadable -----------------
  await clientRow.getByRole('link', { name: 'Részletek – Nagy Eszter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nagy Eszter' })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tanúsítvány letöltése' }).click(),
  ]);
  expect(certificate.suggestedFilename()).toMatch(/\.pdf$/);
  await checkA11y('bank client detail');
  await saveScreen('bank-client-detail');

  // --- A lead is created, noted and converted ----------------------------------------------------------
  await menu.getByRole('link', { name: 'Lead-kezelés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead-kezelés' })).toBeVisible();
  await checkA11y('leads');
  await page.getByRole('button', { name: 'Új lead' }).click();
  const newLead = page.getByRole('dialog', { name: 'Új lead' });
  const leadName = `Kiss Anna ${String(stamp).slice(-4)}`;
  await newLead.getByLabel(/^Név/).fill(leadName);
  await newLead.getByLabel(/^E-mail cím/).fill(`lead-${stamp}@example.hu`);
  await newLead.getByLabel(/^Telefonszám/).fill('+36 30 123 4567');
  await newLead.getByLabel(/^Cím/).fill('1061 Budapest, Andrássy út 12.');
  await newLead.getByLabel(/^Forrás/).selectOption('branch');
  await checkA11y('new lead form');
  await newLead.getByRole('button', { name: 'Lead mentése' }).click();
  await expect(page.getByText(`${leadName} leadként rögzítve`).first()).toBeVisible();
  const drawer = page.getByRole('dialog', { name: new RegExp(leadName) });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Új megjegyzés').fill('A fiókban érdeklődött a programról, visszahívást kért.');
  await drawer.getByRole('button', { name: 'Megjegyzés hozzáadása' }).click();
  await expect(drawer.getByText('A fiókban érdeklődött a programról')).toBeVisible();
  await drawer.getByLabel('Státusz').selectOption('converted');
  await expect(page.getByText('Új státusz: Konvertált').first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Előzmények' }).click();
  await expect(drawer.getByText(/Konvertált/).first()).toBeVisible();
  await checkA11y('lead detail');
  await saveScreen('bank-lead');
  await drawer.getByRole('button', { name: 'Adatlap bezárása' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await checkA11y('leads after the lead');
  await expect(
    page.getByRole('table', { name: 'Leadek listája' }).getByRole('row').filter({ hasText: leadName }),
  ).toContainText('Konvertált');

  // --- The other screens of the bank: activity, reports, support, auditor directory --------------------
  await menu.getByRole('link', { name: 'Ügyféltevékenység' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ügyféltevékenység' })).toBeVisible();
  await page.getByLabel('Keresés').fill(email);
  // The search reaches the address after a pause; the event may show before it, on the unfiltered list.
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('table', { name: 'Ügyfelek eseményei' })).toContainText('Tanúsítvány igénylés');
  await checkA11y('client activity');
  await saveScreen('bank-activity');

  await menu.getByRole('link', { name: 'Riportok' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riportok' })).toBeVisible();
  await expect(page.getByText('Megrendelések').first()).toBeVisible();
  await checkA11y('bank reports');
  await saveScreen('bank-reports');
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^riport_.*\.xlsx$/);

  await menu.getByRole('link', { name: 'Támogatás' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Támogatás' })).toBeVisible();
  await checkA11y('support');
  await saveScreen('bank-support');

  await menu.getByRole('link', { name: 'Energetikai tanúsítók' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Energetikai tanúsítók' })).toBeVisible();
  await expect(page.getByText(DEMO_AUDITOR).first()).toBeVisible();
  await checkA11y('auditor directory');
  await saveScreen('bank-auditors');

  // The client's own property page is not the bank's: its address leads to the bank's client detail.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /energetikai tanúsítvány programja/ }),
  ).toBeVisible();
  await checkA11y('bank dashboard at the end of the day');
});

/**
 * A success notification covers nothing of the content it reports on: beside the side menu it stays within
 * the menu's column (src/web/lib/notify.ts). One that has already closed covers nothing either.
 */
async function expectClearOf(page: Page, message: string, content: Locator) {
  const notification = page.getByRole('alert').filter({ hasText: message });
  await expect(notification).toBeVisible();
  const [toast, box] = [await notification.boundingBox(), await content.boundingBox()];
  if (!toast || !box) return;
  const overlaps =
    toast.x < box.x + box.width &&
    box.x < toast.x + toast.width &&
    toast.y < box.y + box.height &&
    box.y < toast.y + toast.height;
  expect(overlaps, `the notification '${message}' over the content it reports on`).toBe(false);
}
