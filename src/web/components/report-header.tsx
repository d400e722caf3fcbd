import { Button, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * A report's heading with what it counts under it, and its 'Export Excel' button (disabled until there is
 * something to export).
 */
export function ReportHeader({
  title,
  description,
  onExport,
  exporting,
  ready,
}: {
  title: string;
  description: string;
  onExport: () => void;
  exporting: boolean;
  ready: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </div>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExport}
        loading={exporting}
        disabled={!ready}
      >
        Export Excel
      </Button>
    </Group>
  );
}
