/**
 * Props that make a Mantine layout (Stack, SimpleGrid) a list without bullets or indent: screen readers
 * still announce a list and its number of items, which a grid of cards or a column of rows is.
 */
export const bareList = { component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;
