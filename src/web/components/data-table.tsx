import { Table, VisuallyHidden, type TableProps, type TableScrollContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table with one header row. With `minWidth` it sits in a container that scrolls sideways on a narrow
 * screen rather than squeezing its columns (`scroll` gives that container its other props); a table in a
 * dialog, narrow enough to fit, has none. The rest of the props go to Mantine's `Table`.
 */
export function DataTable({
  minWidth,
  scroll,
  head,
  children,
  ...table
}: Omit<TableProps, 'children'> & {
  minWidth?: number;
  scroll?: Omit<TableScrollContainerProps, 'minWidth' | 'children'>;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  const content = (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return content;
  return (
    <Table.ScrollContainer minWidth={minWidth} {...scroll}>
      {content}
    </Table.ScrollContainer>
  );
}

/** The header of a row-actions column: the buttons speak for themselves, so its name is for screen readers. */
export function ActionsHeader() {
  return (
    <Table.Th>
      <VisuallyHidden>Műveletek</VisuallyHidden>
    </Table.Th>
  );
}
