import { Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES } from '../../domain/constants.ts';
import { formatNumber, formatTotal } from '../../domain/format.ts';
import { lastPageOf } from '../lib/list-state.ts';
import { PageButtons } from './page-buttons.tsx';

/** Rows per page, the range shown and the page buttons of a server-paginated list; nothing for no rows. */
export function ListPager({
  page,
  pageSize,
  total,
  totalCapped = false,
  onChange,
  pageSizes = PAGE_SIZES,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The server counted only up to `total` (decision 0023): the range says 'több mint'. */
  totalCapped?: boolean | undefined;
  onChange: (change: { page: number; pageSize?: number }) => void;
  pageSizes?: readonly number[];
}) {
  if (total === 0) return null;
  const pages = lastPageOf(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <NativeSelect
          label="Sorok oldalanként"
          size="xs"
          w={150}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(event) => onChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
        />
        <Text fz="sm" c="dimmed" mt={18}>
          {`${formatNumber(first)}–${formatNumber(last)} / ${formatTotal(total, totalCapped)}`}
        </Text>
      </Group>
      <PageButtons pages={pages} page={page} onChange={(next) => onChange({ page: next })} />
    </Group>
  );
}
