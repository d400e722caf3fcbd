import { Box, Group, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { describeLogMetadata, type LogNames } from '../../domain/log-details.ts';
import { DataTable } from './data-table.tsx';

/**
 * A log row's metadata (docs/data-model.md, 'Platform') with Hungarian labels and values, the people and
 * objects by name, and each changed field's old and new value side by side (docs/product.md, 'Audit trail':
 * who, when, what, and the old and new values).
 */
export function LogMetadata({
  metadata,
  names,
}: {
  metadata: Record<string, unknown> | null;
  names: LogNames;
}) {
  const { fields, changes } = describeLogMetadata(metadata, names);
  if (fields.length === 0 && changes.length === 0) return null;
  return (
    <Box mt={4}>
      {fields.length > 0 && (
        <Group gap="md" component="dl" m={0} wrap="wrap">
          {fields.map((field) => (
            <Group key={field.key} gap={4} wrap="nowrap" fz="xs">
              <Text component="dt" fz="xs" c="dimmed">
                {field.label}:
              </Text>
              <Text component="dd" fz="xs" m={0} style={{ wordBreak: 'break-word' }}>
                {field.value}
              </Text>
            </Group>
          ))}
        </Group>
      )}
      {changes.length > 0 && (
        <DataTable
          mt={6}
          withTableBorder
          withColumnBorders
          fz="xs"
          verticalSpacing={2}
          aria-label="Módosított mezők: régi és új értékek"
          head={
            <>
              <Table.Th scope="col">Mező</Table.Th>
              <Table.Th scope="col">Régi érték</Table.Th>
              <Table.Th scope="col" aria-hidden w={20} />
              <Table.Th scope="col">Új érték</Table.Th>
            </>
          }
        >
          {changes.map((change) => (
            <Table.Tr key={change.key}>
              <Table.Th scope="row" fw={500}>
                {change.label}
              </Table.Th>
              <Table.Td c="red.8" td="line-through">
                {change.oldValue}
              </Table.Td>
              <Table.Td aria-hidden>
                <IconArrowRight size={12} />
              </Table.Td>
              <Table.Td c="teal.9" fw={600}>
                {change.newValue}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Box>
  );
}
