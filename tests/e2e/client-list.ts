// What the journeys check on the operator's client list (docs/roles/portal-admin.md, 'Client list').
import { expect, type Locator, type Page } from '@playwright/test';

/** The list's rows. */
export const clientRows = (page: Page) =>
  page.getByRole('table', { name: 'Ügyfelek listája' }).locator('tbody tr');

/**
 * The cells of the named columns whose text the column cuts (more than it shows), for the rows given:
 * each as 'column: text'.
 */
export async function cutCells(rows: Locator, columns: string[]): Promise<string[]> {
  return rows.evaluateAll((trs, wanted) => {
    const table = trs[0]!.closest('table')!;
    const labels = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const cut: string[] = [];
    for (const tr of trs)
      for (const column of wanted) {
        const text = tr.children[labels.indexOf(column)]?.firstElementChild as HTMLElement | undefined;
        if (text && (text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1))
          cut.push(`${column}: ${text.textContent}`);
      }
    return cut;
  }, columns);
}

/** Every name, e-mail and address whole, and the coupon progress above the table on the first screen. */
export async function expectClientListReadable(page: Page) {
  const rows = clientRows(page);
  await expect(rows.first()).toBeVisible();
  expect(await cutCells(rows, ['Ügyfél', 'Email', 'Ingatlan'])).toEqual([]);
  const card = page.getByRole('region', { name: 'Kuponok felhasználása' });
  await expect(card.getByTestId('coupon-percent')).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  const tableBox = (await page.getByRole('table', { name: 'Ügyfelek listája' }).boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(tableBox.y);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}
