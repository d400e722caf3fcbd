// The operator's back office in one working day (docs/roles/portal-admin.md). The portal admin publishes
// news that an auditor then reads on the start screen, marks a month's settlement with an auditor paid, and
// scans the client list.
import { expectClientListReadable } from './client-list.ts';
import {
  checkOtherPageA11y,
  DEMO_LOGINS,
  expect,
  otherPage,
  submitSignIn,
  submitStaffSignIn,
  test,
} from './fixtures.ts';

test("the operator's working day: news published and read, a month's settlement paid, the client list scanned", async ({
  page,
  browser,
  server,
  newClient,
  checkA11y,
  saveScreen,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Új tanúsítási szabályok ${stamp}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await submitStaffSignIn(page, DEMO_LOGINS.portal_admin);
  // The sign-in page has a heading of its own: the start page's is awaited at its address.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('operator-dashboard');
  // On a phone the recent events' table scrolls sideways, and its type badges keep their whole labels.
  await page.setViewportSize({ width: 412, height: 823 });
  const eventTypes = page.locator('section[aria-labelledby="dashboard-activity"] .mantine-Badge-label');
  await expect(eventTypes.first()).toBeVisible();
  await expect
    .poll(() =>
      eventTypes.evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).length),
    )
    .toBe(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // --- News: the portal admin publishes one for the auditors and the bank (the default audience) -------
  await page.getByRole('link', { name: 'Hírek' }).click();
  await expect(page.getByRole('button', { name: 'Új hír' })).toBeVisible();
  await checkA11y('news');
  await page.getByRole('button', { name: 'Új hír' }).click();
  const form = page.getByRole('dialog', { name: 'Új hír' });
  // An empty form is refused with Hungarian messages, field by field (docs/rules/validation.md,
  // 'Back-office texts').
  await form.getByRole('button', { name: 'Közzététel' }).click();
  await expect(form.getByText('A cím megadása kötelező')).toBeVisible();
  await form.getByLabel('Cím').fill(title);
  await form
    .getByLabel('Tartalom')
    .fill('A jövő hónaptól a felmérés előtt\na tulajdonost e-mailben is értesítjük.');
  await form.getByLabel('Forrás').fill('Energetikai Tanúsítvány Portál');
  await checkA11y('news-form');
  await form.getByRole('button', { name: 'Közzététel' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(title)).toBeVisible();
  await saveScreen('operator-news');
  // On a phone a row's actions go below its title instead of squeezing it into a narrow column.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 412, height: 823 });
  const published = page.getByRole('heading', { level: 3, name: title });
  // Polled: the side menu's column folds away with a transition after the resize.
  await expect.poll(async () => (await published.boundingBox())?.width).toBeGreaterThan(300);
  await page.setViewportSize(desktop);

  // The demo auditor, in a browser of their own, finds it on the start screen and opens it.
  const auditorPage = await otherPage(browser, server.url);
  try {
    await auditorPage.goto('/login');
    await submitSignIn(auditorPage, DEMO_LOGINS.auditor.email, DEMO_LOGINS.auditor.password);
    const panel = auditorPage.getByRole('region', { name: 'Hírek' });
    await expect(panel.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await panel.getByRole('button', { name: new RegExp(title) }).click();
    await expect(panel.getByText('a tulajdonost e-mailben is értesítjük.')).toBeVisible();
    await checkOtherPageA11y(auditorPage, 'auditor-news');
    await auditorPage.screenshot({ path: 'test-results/screens/auditor-news.png', fullPage: true });
    // Every news item addressed to them is a menu entry away; the one just opened is read.
    await auditorPage
      .getByRole('navigation', { name: 'Főmenü' })
      .getByRole('link', { name: 'Hírek' })
      .click();
    await expect(auditorPage.getByRole('heading', { level: 1, name: 'Hírek' })).toBeVisible();
    const all = auditorPage.getByRole('region', { name: 'Minden hír' });
    await expect(all.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await checkOtherPageA11y(auditorPage, 'auditor-news-page');
  } finally {
    await auditorPage.context().close();
  }

  // --- Settlement: this month's first unpaid auditor is marked paid with a reference ------------------
  await page.getByRole('link', { name: 'Elszámolás' }).click();
  await expect(page.getByRole('heading', { name: 'Elszámolás', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Összesítő' })).toBeVisible();
  await checkA11y('settlement');
  const markPaid = page.getByRole('button', { name: /^Kifizetettnek jelölés: / }).first();
  await expect(markPaid).toBeVisible();
  const auditorName = ((await markPaid.getAttribute('aria-label')) ?? '').replace(
    'Kifizetettnek jelölés: ',
    '',
  );
  await markPaid.click();
  const dialog = page.getByRole('dialog', { name: 'Kifizetettnek jelölés' });
  await dialog.getByRole('button', { name: 'Kifizetettnek jelölés' }).click();
  await expect(dialog.getByLabel('Kifizetés hivatkozása')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Kifizetés hivatkozása').fill(`UTALAS-${stamp}`);
  await checkA11y('settlement-mark-paid');
  await dialog.getByRole('button', { name: 'Kifizetettnek jelölés' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Visszavonás: ${auditorName}` })).toBeVisible();
  await saveScreen('operator-settlement');

  // --- The client list: a back-office user scans at least 15 rows at 1440 x 900 ------------------------
  await page.getByRole('link', { name: 'Ügyfelek', exact: true }).click();
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows.nth(14)).toBeVisible();
  await checkA11y('operator-clients');

  // --- Re-assignment: a client whose auditor is set goes to another auditor, with the reason logged ---
  const reassignRow = rows
    .filter({ has: page.getByRole('button', { name: 'Tanúsító cseréje vagy elvétele' }) })
    .first();
  await reassignRow.getByRole('button', { name: 'Tanúsító cseréje vagy elvétele' }).click();
  const reassign = page.getByRole('dialog', { name: 'Tanúsító cseréje vagy elvétele' });
  await reassign.getByRole('button', { name: 'Tanúsító cseréje' }).click();
  await expect(reassign.getByRole('textbox', { name: /Indoklás/ })).toHaveAttribute('aria-invalid', 'true');
  await reassign.getByRole('textbox', { name: /Indoklás/ }).fill('Az ügyfél másik tanúsítót kért.');
  const newAuditor = reassign.getByRole('radio', { name: /^1\. / });
  await newAuditor.check();
  await checkA11y('reassign-dialog');
  await reassign.getByRole('button', { name: 'Tanúsító cseréje' }).click();
  await expect(reassign).toBeHidden();
  await page.getByRole('link', { name: 'Főoldal' }).click();
  // The day-start dashboard's recent activity shows the change first.
  await expect(page.getByText('Tanúsító lecserélve').first()).toBeVisible();
  await checkA11y('operator-dashboard-after');
  await page.getByRole('link', { name: 'Ügyfelek', exact: true }).click();
  await expect(rows.nth(14)).toBeVisible();
  await checkA11y('operator-clients-after');

  let visibleRows = 0;
  for (const box of await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom))) {
    if (box <= 900) visibleRows += 1;
  }
  expect(visibleRows, 'rows visible in the first 900 px').toBeGreaterThanOrEqual(15);
  // The columns a person reads are whole (the status's bar takes none of their room), and the coupon
  // progress stands above the table on the first screen.
  await expectClientListReadable(page);
  await page.screenshot({ path: 'test-results/screens/operator-clients-1440x900.png' });

  // --- A link to a client's property page (as in the client's e-mails) opens the client's sheet ------
  const listed = (await (await page.request.get('/api/admin/clients?search=Papp%20Bence')).json()) as {
    items: { name: string; propertyId: string | null }[];
  };
  const linked = listed.items[0]!;
  await page.goto(`/property/${linked.propertyId}`);
  const sheet = page.getByRole('dialog', { name: `Ügyféllap: ${linked.name}` });
  await expect(sheet.getByRole('heading', { name: 'Ügyfél adatai' })).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await checkA11y('client sheet from a property link');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(rows.first()).toBeVisible();

  // --- A name longer than its column shows whole on hover and when reached by keyboard ----------------
  const longName = {
    firstName: 'Kisasszony Erzsébet Mária',
    lastName: 'Szentgyörgyvölgyi-Hódmezővásárhelyi',
  };
  const fullName = `${longName.lastName} ${longName.firstName}`;
  await newClient(`hosszu.nev.${stamp}@example.hu`, longName);
  // By the e-mail: another journey on this server may have registered the same name.
  await page.getByLabel('Keresés').fill(`hosszu.nev.${stamp}`);
  await expect(rows).toHaveCount(1);
  await checkA11y('operator-clients-long-name');
  const nameCell = rows.first().getByText(fullName);
  await expect(nameCell).toHaveAttribute('tabindex', '0');
  await nameCell.hover();
  await expect(page.getByRole('tooltip')).toHaveText(fullName);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Back along the row by keyboard from its first button: only the cells that are cut are stops.
  await rows.first().getByRole('button', { name: 'Ügyféllap' }).focus();
  for (let stop = 0; stop < 8; stop++) {
    await page.keyboard.press('Shift+Tab');
    if (await nameCell.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(nameCell).toBeFocused();
  // The cell's own tooltip: a cell passed on the way may still be closing its own.
  await expect(page.getByRole('tooltip').filter({ hasText: fullName })).toHaveText(fullName);
  await saveScreen('operator-clients-long-name');
});
