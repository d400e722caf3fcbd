import { Group, Pagination, type GroupProps, type MantineSize } from '@mantine/core';

const CONTROL_NAMES = {
  first: 'Első oldal',
  previous: 'Előző oldal',
  next: 'Következő oldal',
  last: 'Utolsó oldal',
} as const;

/**
 * A list's page buttons in a navigation landmark named `label`, each button named in Hungarian for a screen
 * reader ('3. oldal', 'Következő oldal'); nothing when one page holds every row. The page shown is never past
 * the last, so a list that shrank under an open page still marks a button.
 */
export function PageButtons({
  pages,
  page,
  onChange,
  label = 'Lapozás',
  size,
  ...group
}: Omit<GroupProps, 'onChange'> & {
  /** How many pages the list has. */
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** The landmark's name; a screen with two paged lists names each. */
  label?: string;
  size?: MantineSize;
}) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} {...group}>
      <Pagination
        total={pages}
        value={Math.min(Math.max(page, 1), pages)}
        onChange={onChange}
        size={size}
        getItemProps={(item) => ({ 'aria-label': `${item}. oldal` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
      />
    </Group>
  );
}
