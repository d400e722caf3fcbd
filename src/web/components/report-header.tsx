import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ScreenHeading } from '../../domain/screen-headings.ts';
import { PageHeader } from './page-header.tsx';

/**
 * A report's heading (from SCREEN_HEADINGS, which the server paints first) with what it counts under it, and
 * its 'Export Excel' button (disabled until there is something to export).
 */
export function ReportHeader({
  heading,
  onExport,
  exporting,
  ready,
}: {
  heading: ScreenHeading;
  onExport: () => void;
  exporting: boolean;
  ready: boolean;
}) {
  return (
    <PageHeader {...heading}>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExport}
        loading={exporting}
        disabled={!ready}
      >
        Export Excel
      </Button>
    </PageHeader>
  );
}
