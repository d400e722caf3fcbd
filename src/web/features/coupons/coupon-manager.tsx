// The coupon manager (docs/roles/bank-staff.md, 'Coupon manager'): statistics from the database, the CSV
// template, and a coupon file (.csv, .xlsx, .xls) read by the server into a per-row preview, then
// 'Érvényes sorok importálása'.
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  COUPON_FILE_MAX_BYTES,
  COUPON_ROW_REASONS,
  COUPON_ROW_STATUS_LABELS,
  COUPON_ROW_STATUSES,
  type CouponImportReport,
  type CouponRowStatus,
} from '../../../domain/coupons.ts';
import { EMPTY_CELL, formatFileSize, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { LoadError } from '../../components/error-alert.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { readEnum } from '../../lib/list-state.ts';
import { showError, showSuccess } from '../../lib/notify.ts';
import { addDropzoneStyles } from '../../lib/dropzone-styles.ts';
import {
  useCouponStatistics,
  useDownloadCouponTemplate,
  useImportCouponFile,
  usePreviewCouponFile,
} from './api/coupon-manager.ts';
import { ToneBadge } from '../../components/status-badge.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ChosenFile, FileDrop, rejectionMessage } from '../../components/file-drop.tsx';

// The drop area's stylesheet, added with this lazy screen as the upload dialogs add it.
addDropzoneStyles();

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.xls', '.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
const TYPE_MESSAGE = 'Csak .csv, .xlsx vagy .xls fájl tölthető fel.';
const SHOWN_ROWS = 300;

const STATUS_COLORS: Record<CouponRowStatus, string> = {
  valid: 'teal',
  duplicate_in_file: 'yellow',
  already_exists: 'gray',
  already_claimed: 'grape',
  bad_code: 'red',
  not_redeemable: 'red',
  bad_date: 'red',
  expired: 'orange',
  template_example: 'gray',
};

export function CouponManager() {
  return (
    <Stack gap="lg">
      <CouponStatisticsSection />
      <CouponImportSection />
    </Stack>
  );
}

function CouponStatisticsSection() {
  const stats = useCouponStatistics();
  const cards = [
    { key: 'issued', label: 'Kiadott kuponok' },
    { key: 'claimed', label: 'Beváltott kuponok' },
    { key: 'expired', label: 'Lejárt (be nem váltott)' },
    { key: 'unused', label: 'Felhasználatlan (érvényes)' },
  ] as const;
  return (
    <Stack gap="sm" component="section" aria-labelledby="coupon-stats-title">
      <Title order={2} size="h4" id="coupon-stats-title">
        Kupon statisztika
      </Title>
      {stats.isError && !stats.data ? (
        <LoadError query={stats} title="A kupon statisztika betöltése nem sikerült." />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {cards.map((card) => (
            <Paper key={card.key} withBorder p="md">
              <Text fz="sm" c="dimmed">
                {card.label}
              </Text>
              {stats.data ? (
                <Text fz={28} fw={700}>
                  {formatNumber(stats.data[card.key])}
                </Text>
              ) : (
                <Skeleton h={34} mt={4} aria-label="Betöltés..." />
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CouponImportSection() {
  const template = useDownloadCouponTemplate();
  const preview = usePreviewCouponFile();
  const importer = useImportCouponFile();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<{ kind: 'preview' | 'import'; report: CouponImportReport } | null>(
    null,
  );
  const busy = preview.isPending || importer.isPending;

  const check = (chosen: File) => {
    setFile(chosen);
    setProblem(null);
    setReport(null);
    setProgress(0);
    preview.mutate(
      { file: chosen, onProgress: setProgress },
      {
        onSuccess: (result) => setReport({ kind: 'preview', report: result }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    if (files.length > 1) setProblem(MESSAGES.file.oneAtATime);
    else check(chosen);
  };
  const reject = (rejections: FileRejection[]) =>
    setProblem(
      rejectionMessage(rejections, {
        tooLarge: MESSAGES.file.tableTooLarge(COUPON_FILE_MAX_BYTES),
        wrongType: TYPE_MESSAGE,
      }),
    );
  const clear = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
  };
  const runImport = () => {
    if (!file) return;
    setProgress(0);
    importer.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setReport({ kind: 'import', report: result });
          void showSuccess(`${formatNumber(result.imported)} kupon importálva.`);
        },
        onError: (error) => void showError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="coupon-import-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="coupon-import-title">
          Kuponok feltöltése
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={template.isPending}
          onClick={() =>
            template.mutate(undefined, { onError: (error) => void showError(errorMessage(error)) })
          }
        >
          CSV sablon letöltése
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Oszlopok: <b>code</b> (kuponkód, 6-12 betű vagy szám, benne a cím négyjegyű irányítószámával;
        kötelező), <b>address</b> (a cím, amelyre a kupont kiadták), <b>expiry_date</b> (lejárati dátum,
        ÉÉÉÉ-HH-NN). A sablon mintasora ezt mutatja. Feltöltés után előnézetet kap minden sor ellenőrzésével;
        csak az érvényes sorok kerülnek importálásra.
      </Text>
      <FileDrop
        onDrop={choose}
        onReject={reject}
        accept={ACCEPT}
        maxSize={COUPON_FILE_MAX_BYTES}
        disabled={busy}
        inputLabel="Kuponfájl"
        prompt="Húzza ide a kuponfájlt, vagy kattintson a tallózáshoz"
        hint={`CSV, Excel (.xlsx) vagy régi Excel (.xls), legfeljebb ${formatFileSize(COUPON_FILE_MAX_BYTES)}`}
      />
      {problem && (
        <Alert color="red" role="alert" title="Hiba történt a kuponkódok feltöltése során">
          {problem}
        </Alert>
      )}
      {file && (
        <ChosenFile
          file={file}
          icon={<IconFileSpreadsheet size={28} aria-hidden />}
          disabled={busy}
          onRemove={clear}
        >
          {busy && (
            <Stack gap={4} mt="xs" role="status">
              <Progress value={progress} aria-label="Feltöltés állapota" animated={progress >= 100} />
              <Text fz="xs" c="dimmed">
                {progress >= 100
                  ? importer.isPending
                    ? 'Importálás...'
                    : 'A sorok ellenőrzése...'
                  : `Feltöltés: ${progress}%`}
              </Text>
            </Stack>
          )}
        </ChosenFile>
      )}
      {report && (
        <ImportReport
          kind={report.kind}
          report={report.report}
          importing={importer.isPending}
          onImport={runImport}
        />
      )}
    </Stack>
  );
}

function ImportReport({
  kind,
  report,
  importing,
  onImport,
}: {
  kind: 'preview' | 'import';
  report: CouponImportReport;
  importing: boolean;
  onImport: () => void;
}) {
  const [filter, setFilter] = useState<CouponRowStatus | 'problems' | 'all'>('all');
  const rows = report.rows.filter((row) =>
    filter === 'all' ? true : filter === 'problems' ? row.status !== 'valid' : row.status === filter,
  );
  const shown = rows.slice(0, SHOWN_ROWS);
  const validLabel = kind === 'import' ? 'Importálva' : COUPON_ROW_STATUS_LABELS.valid;
  // The import button goes with the preview: the result's heading takes the focus, and the report comes
  // into view from its top, below the fixed header, so the person reads what was imported (the success
  // notification stays in the menu's column, lib/notify.ts).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (kind !== 'import') return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [kind, report]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="coupon-report-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title
            order={3}
            size="h5"
            id="coupon-report-title"
            ref={heading}
            tabIndex={-1}
            style={{
              scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
            }}
          >
            {kind === 'preview' ? 'Előnézet' : 'Az importálás eredménye'}
          </Title>
          {kind === 'preview' && (
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={report.counts.valid === 0}
              loading={importing}
              onClick={onImport}
            >
              {`Érvényes sorok importálása (${formatNumber(report.counts.valid)})`}
            </Button>
          )}
        </Group>
        <Text fz="sm" role="status">
          {kind === 'preview'
            ? `${formatNumber(report.total)} sor a fájlban, ebből ${formatNumber(report.counts.valid)} érvényes.`
            : `${formatNumber(report.imported)} kupon importálva, ${formatNumber(report.total - report.imported)} sor kimaradt.`}
        </Text>
        <Group gap="xs">
          {COUPON_ROW_STATUSES.filter((status) => report.counts[status] > 0).map((status) => (
            <ToneBadge key={status} color={STATUS_COLORS[status]} size="lg">
              {status === 'valid' ? validLabel : COUPON_ROW_STATUS_LABELS[status]}:{' '}
              {formatNumber(report.counts[status])}
            </ToneBadge>
          ))}
        </Group>
        <NativeSelect
          label="Sorok"
          w={260}
          value={filter}
          onChange={(event) =>
            setFilter(
              readEnum(
                ['all', 'problems', ...COUPON_ROW_STATUSES] as const,
                event.currentTarget.value,
                'all',
              ),
            )
          }
          data={[
            { value: 'all', label: 'Minden sor' },
            { value: 'problems', label: 'Csak a hibás sorok' },
            ...COUPON_ROW_STATUSES.map((status) => ({
              value: status,
              label: status === 'valid' ? validLabel : COUPON_ROW_STATUS_LABELS[status],
            })),
          ]}
        />
        {rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nincs ilyen sor.
          </Text>
        ) : (
          <DataTable
            minWidth={720}
            verticalSpacing="xs"
            striped
            head={
              <>
                <Table.Th>Sor</Table.Th>
                <Table.Th>Kuponkód</Table.Th>
                <Table.Th>Cím</Table.Th>
                <Table.Th>Lejárat</Table.Th>
                <Table.Th>Eredmény</Table.Th>
              </>
            }
          >
            {shown.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{formatNumber(row.line)}.</Table.Td>
                <Table.Td ff="monospace">{row.code || EMPTY_CELL}</Table.Td>
                <Table.Td>{row.address ?? EMPTY_CELL}</Table.Td>
                <Table.Td>{row.expiryDate ?? EMPTY_CELL}</Table.Td>
                <Table.Td>
                  <ToneBadge color={STATUS_COLORS[row.status]}>
                    {row.status === 'valid' ? validLabel : COUPON_ROW_STATUS_LABELS[row.status]}
                  </ToneBadge>
                  {row.status !== 'valid' && (
                    <Text fz="xs" c="dimmed">
                      {COUPON_ROW_REASONS[row.status]}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
        {(rows.length > SHOWN_ROWS || report.truncated) && (
          <Text fz="xs" c="dimmed">
            {`Az első ${formatNumber(Math.min(rows.length, SHOWN_ROWS))} sor látható; a darabszámok a teljes fájlra vonatkoznak.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
