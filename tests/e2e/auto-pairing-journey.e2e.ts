import { expect, test } from './fixtures.ts';

// The seed's demo auditor, whom the admin leaves out; István Balogh takes the Budapest orders instead, and
// Katalin Horváth the Debrecen one (src/server/seed/demo.ts).
const DEMO_AUDITOR = 'Szabó Péter';

test('the portal admin plans the waiting orders, leaves out an auditor, confirms and every order gets an auditor', async ({
  page,
  signInAs,
  checkA11y,
  saveScreen,
  mailbox,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs('portal_admin');
  await page.goto('/auditor-pairing');
  await expect(page.getByRole('heading', { level: 1, name: 'Tanúsító párosítás' })).toBeVisible();
  await checkA11y('pairing');
  await page.getByRole('link', { name: 'Automatikus párosítás' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Automatikus párosítás' })).toBeVisible();
  await checkA11y('automatic pairing, before a plan');

  // Plan every waiting order, then leave the demo auditor out and plan again.
  await page.getByRole('button', { name: 'Terv készítése' }).click();
  const auditors = page.getByRole('region', { name: 'Tanúsítónként' });
  await expect(auditors.getByRole('row', { name: new RegExp(DEMO_AUDITOR) })).toBeVisible();
  await auditors.getByRole('checkbox', { name: `${DEMO_AUDITOR} kihagyása` }).check();
  await expect(page.getByText('A kihagyások változtak: a jóváhagyás előtt tervezze újra.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jóváhagyás és indítás' })).toBeDisabled();
  await page.getByRole('button', { name: 'Újratervezés' }).click();
  await expect(page.getByText('A kihagyások változtak: a jóváhagyás előtt tervezze újra.')).toBeHidden();
  const excludedRow = auditors.getByRole('row', { name: new RegExp(DEMO_AUDITOR) });
  await expect(excludedRow.getByRole('checkbox')).toBeChecked();
  await expect(excludedRow.getByRole('cell').nth(1)).toHaveText('0');
  const summary = page.getByRole('status').filter({ hasText: 'megrendelés vár tanúsítóra a szűrés szerint' });
  await expect(summary).toContainText(', 0 nem helyezhető el');
  const orders = page.getByRole('region', { name: 'Megrendelések, a legrégebbi elöl' });
  await expect(orders.getByText('Balogh István').first()).toBeVisible();
  await expect(orders.getByText('Horváth Katalin').first()).toBeVisible();
  await expect(orders.getByText(DEMO_AUDITOR)).toHaveCount(0);
  await checkA11y('automatic pairing, the plan');
  await saveScreen('auto-pairing-plan');

  // Confirm: the job runs in the background and the screen follows it to the end.
  await page.getByRole('button', { name: 'Jóváhagyás és indítás' }).click();
  await expect(
    page.getByText(/^Kész: \d+ megrendelés kapott tanúsítót, a tanúsítóknak elküldtük az e-maileket\.$/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('progressbar', { name: 'A párosítás előrehaladása' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await checkA11y('automatic pairing, done');
  await saveScreen('auto-pairing-done');

  // Every waiting order has its auditor, and each auditor was e-mailed.
  await page.goto('/auditor-pairing');
  await expect(page.getByText('Nincs tanúsítóra váró ingatlan.')).toBeVisible();
  await checkA11y('pairing, emptied');
  for (const email of ['tanusito6@example.hu', 'tanusito2@example.hu']) {
    const mails = await mailbox.messages(email);
    expect(
      mails.some((mail) => mail.template === 'AUDITOR_ASSIGNMENT'),
      email,
    ).toBe(true);
  }
});
