import { Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortDirection } from '../lib/list-state.ts';

export interface SortOption<K extends string> {
  column: K;
  label: string;
}

/**
 * A column header whose buttons sort the server-side list; a column may offer more than one sort (the
 * client's name and e-mail share a cell), stacked so the column stays narrow. aria-sort says how the
 * column is sorted now.
 */
export function SortableHeader<K extends string>({
  options,
  sort,
  direction,
  onSort,
  width,
  compact = false,
}: {
  options: SortOption<K>[];
  sort: K;
  direction: SortDirection;
  onSort: (column: K) => void;
  width?: number;
  /** The compact lists' small header. */
  compact?: boolean;
}) {
  const isSorted = options.some((option) => option.column === sort);
  return (
    <Table.Th
      w={width}
      aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      p={0}
    >
      <Stack gap={0} align="flex-start">
        {options.map((option) => {
          const isThis = option.column === sort;
          const Icon = !isThis
            ? IconArrowsSort
            : direction === 'asc'
              ? IconSortAscending
              : IconSortDescending;
          return (
            <UnstyledButton
              key={option.column}
              onClick={() => onSort(option.column)}
              px={compact ? 4 : 'xs'}
              py={options.length > 1 ? 2 : compact ? 6 : 'xs'}
              fw={700}
              fz={compact ? 'xs' : 'sm'}
              // A compact column is as wide as its values, not its header: a long label puts its icon
              // under it.
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: compact ? 2 : 6,
                flexWrap: compact ? 'wrap' : undefined,
              }}
            >
              {option.label}
              <Icon
                size={compact ? 14 : 16}
                aria-hidden
                style={{ opacity: isThis ? 1 : 0.55, flexShrink: 0 }}
              />
            </UnstyledButton>
          );
        })}
      </Stack>
    </Table.Th>
  );
}
