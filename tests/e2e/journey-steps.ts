// Steps the journeys (the back office's, the bank's and its API's) take alike, each in its person's own
// browser: the client moves the property to a Budakeszi (2092) address and orders with a bank coupon; the
// demo auditor schedules the survey a week ahead and, once it has started by the server's clock, uploads the
// certificate.
import { MESSAGES } from '../../src/domain/messages.ts';
import { fromBudapest, toBudapest } from '../../src/domain/time.ts';
import type { Browser } from '@playwright/test';
import {
  checkOtherPageA11y,
  DEMO_LOGINS,
  expect,
  otherPage,
  setServerClock,
  submitSignIn,
  type Page,
} from './fixtures.ts';

const DAY_MS = 86_400_000;

export interface ClientOrder {
  client: { email: string; password: string };
  street: string;
  houseNumber: string;
  /** The address as the dashboard shows it once saved ('2092 Budakeszi, Erdő utca 17'). */
  address: string;
  coupon: string;
  area: string;
}

/** Signs the client in, moves the address, orders with the coupon and waits for the order's confirmation. */
export async function moveAddressAndOrder(clientPage: Page, order: ClientOrder): Promise<void> {
  await clientPage.goto('/login');
  await submitSignIn(clientPage, order.client.email, order.client.password);
  await clientPage.getByRole('button', { name: 'Cím szerkesztése' }).click();
  const addressDialog = clientPage.getByRole('dialog', { name: 'Cím szerkesztése' });
  await addressDialog.getByLabel(/^Irányítószám/).fill('2092');
  await expect(addressDialog.getByLabel(/^Település/)).toHaveValue('Budakeszi');
  await addressDialog.getByLabel(/^Utca/).fill(order.street);
  await addressDialog.getByLabel(/^Házszám/).fill(order.houseNumber);
  await addressDialog.getByRole('button', { name: 'Mentés' }).click();
  await expect(clientPage.getByText(order.address)).toBeVisible();
  await clientPage.getByRole('button', { name: 'Tanúsítvány igénylése' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Tanúsítvány igénylése' });
  await dialog.getByLabel(/^Kuponkód/).fill(order.coupon);
  await dialog.getByLabel(/^Az ingatlan alapterülete/).fill(order.area);
  await dialog.getByLabel(/^Megerősítem, hogy a megadott cím helyes/).check();
  await dialog.getByRole('button', { name: 'Igénylés elküldése' }).click();
  await expect(clientPage.getByText(MESSAGES.order.success)).toBeVisible();
}

/**
 * The client, in a browser of their own (closed afterwards), moves the address and orders with the coupon
 * (moveAddressAndOrder); the dashboard after the order is checked with axe.
 */
export async function orderInOwnBrowser(
  browser: Browser,
  baseURL: string,
  order: ClientOrder,
): Promise<void> {
  const clientPage = await otherPage(browser, baseURL);
  try {
    await moveAddressAndOrder(clientPage, order);
    await checkOtherPageA11y(clientPage, 'client dashboard after the order');
  } finally {
    await clientPage.context().close();
  }
}

/**
 * Signs the demo auditor in (remembered: the clock moves a week ahead afterwards, past a browser session's
 * day), finds the client by e-mail and schedules the survey a week from now at 10:00. Returns the client's
 * row and the survey's day.
 */
export async function scheduleSurvey(auditorPage: Page, clientEmail: string) {
  await auditorPage.goto('/login');
  await submitSignIn(auditorPage, DEMO_LOGINS.auditor.email, DEMO_LOGINS.auditor.password, {
    remember: true,
  });
  await expect(auditorPage).toHaveURL(/\/clients$/);
  await auditorPage.getByLabel('Keresés').fill(clientEmail);
  const row = auditorPage
    .getByRole('table', { name: 'Ügyfelek listája' })
    .getByRole('row', { name: /Nagy Eszter/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Időpont egyeztetése' }).click();
  const appointment = auditorPage.getByRole('dialog', { name: 'Időpont egyeztetése' });
  const day = toBudapest(new Date(Date.now() + 7 * DAY_MS));
  await appointment.getByLabel(/^Év/).selectOption(String(day.year));
  await appointment.getByLabel(/^Hónap/).selectOption(String(day.month));
  await appointment.getByLabel(/^Nap/).selectOption(String(day.day));
  await appointment.getByLabel(/^Óra/).selectOption('10');
  await appointment.getByRole('button', { name: 'Időpont mentése' }).click();
  await expect(appointment).toBeHidden();
  return { row, day };
}

/**
 * The survey comes first (docs/product.md, 'Upload after the survey'): moves the server's clock an hour past
 * the survey's start and uploads a PDF as the certificate. The caller puts the clock back (setServerClock
 * with 0) in its finally block.
 */
export async function uploadAfterSurvey(
  auditorPage: Page,
  { row, day }: Awaited<ReturnType<typeof scheduleSurvey>>,
  fileName: string,
) {
  const surveyStart = fromBudapest({ ...day, hour: 10, minute: 0 });
  await setServerClock(auditorPage.request, surveyStart.getTime() + 3_600_000 - Date.now());
  await auditorPage.reload();
  await expect(row.getByText('Időpont egyeztetve')).toBeVisible();
  const pdf = Buffer.from(await (await auditorPage.request.get('/documents/aszf.pdf')).body());
  await row.getByRole('button', { name: 'Tanúsítvány feltöltése' }).click();
  const upload = auditorPage.getByRole('dialog', { name: 'Tanúsítvány feltöltése' });
  await upload.getByLabel('Tanúsítvány fájl', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await upload.getByRole('button', { name: 'Feltöltés' }).click();
  await expect(upload).toBeHidden();
  await expect(row.getByText('Tanúsítvány feltöltve')).toBeVisible();
}
