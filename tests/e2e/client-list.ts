// What the journeys check on the operator's client list (docs/roles/portal-admin.md, 'Client list').
import { expect, type Locator, type Page } from '@playwright/test';

/** The list's rows. */
export const clientRows = (page: Page) =>
  page.getByRole('table', { name: 'Ügyfelek listája' }).locator('tbody tr');

/**
 * The cells of the named columns whose text the column cuts (more than it shows), for the rows given:
 * each as 'column: text', with ' (unreachable)' when the cell takes no keyboard focus (so its tooltip
 * cannot show the whole text).
 */
export async function cutCells(rows: Locator, columns: string[]): Promise<string[]> {
  return rows.evaluateAll((trs, wanted) => {
    if (trs.length === 0) return [];
    const table = trs[0]!.closest('table')!;
    const labels = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const cut: string[] = [];
    for (const tr of trs)
      for (const column of wanted) {
        const text = tr.children[labels.indexOf(column)]?.firstElementChild as HTMLElement | undefined;
        if (text && (text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1))
          cut.push(`${column}: ${text.textContent}${text.tabIndex === 0 ? '' : ' (unreachable)'}`);
      }
    return cut;
  }, columns);
}

/**
 * The rows of the demo data (src/server/seed/demo.ts): the journeys share a server, so the list also
 * holds whatever other journeys registered, such as a 60-character name, which a column may cut.
 */
const demoRows = (page: Page) =>
  clientRows(page).filter({ has: page.getByText(/^(ugyfel|tanusitvany)\d*@example\.hu$/) });

/**
 * Every name, e-mail and address of the demo data whole, any longer one reachable by keyboard for its
 * tooltip, and the coupon progress above the table on the first screen.
 */
export async function expectClientListReadable(page: Page) {
  const rows = clientRows(page);
  await expect(rows.first()).toBeVisible();
  const columns = ['Ügyfél', 'Email', 'Ingatlan'];
  expect(await demoRows(page).count()).toBeGreaterThan(0);
  expect(await cutCells(demoRows(page), columns)).toEqual([]);
  await expect
    .poll(async () => (await cutCells(rows, columns)).filter((cell) => cell.endsWith('(unreachable)')))
    .toEqual([]);
  const card = page.getByRole('region', { name: 'Kuponok felhasználása' });
  await expect(card.getByTestId('coupon-percent')).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  const tableBox = (await page.getByRole('table', { name: 'Ügyfelek listája' }).boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(tableBox.y);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/**
 * On a phone (390 x 844) the client list fits the screen: the page is no wider than the phone, and only
 * the table scrolls sideways inside its frame. Leaves the viewport at the phone's size.
 */
export async function expectClientListFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/clients');
  await expect(page.getByRole('table', { name: 'Ügyfelek listája' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}
