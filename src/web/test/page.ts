/** One page of a list as the API answers it. */
export type Page<Row> = { items: Row[]; total: number; page: number; pageSize: number };
/** One page of a list counted up to 10,000 (decision 0023). */
export type CappedPage<Row> = Page<Row> & { isTotalCapped: boolean; isTotalEstimated: boolean };

/** The first page of 25 of a list, `total` the rows given (component tests). */
export const buildPage = <Row>(items: Row[], overrides: Partial<Page<Row>> = {}): Page<Row> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...overrides,
});

/** The first page of 25 of a list counted up to 10,000: the count is exact, neither capped nor estimated. */
export const buildCappedPage = <Row>(
  items: Row[],
  overrides: Partial<CappedPage<Row>> = {},
): CappedPage<Row> => ({
  ...buildPage(items),
  isTotalCapped: false,
  isTotalEstimated: false,
  ...overrides,
});
