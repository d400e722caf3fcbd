import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { EMPTY_CELL, formatFileSize, formatNumber } from '../../../domain/format.ts';
import { LEAD_LIMITS } from '../../../domain/leads-list.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  LEAD_IMPORT_OUTCOME_LABELS,
  LEAD_IMPORT_OUTCOMES,
  type LeadImportOutcome,
  type LeadImportReport,
} from '../../../domain/leads.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useImportLeads, usePreviewLeadImport } from './api/import-leads.ts';
import { ToneBadge } from '../../components/status-badge.tsx';
import { DataTable } from '../../components/data-table.tsx';

const OUTCOME_COLORS: Record<LeadImportOutcome, string> = {
  valid: 'green',
  imported: 'green',
  missing_field: 'orange',
  invalid_email: 'red',
  invalid_phone: 'red',
  invalid_source: 'orange',
  duplicate_in_file: 'yellow',
  already_exists: 'gray',
};
/** The report lists this many rows; the counts cover every row. */
const ROWS_SHOWN = 500;

function ImportReport({ report }: { report: LeadImportReport }) {
  const done = report.imported > 0;
  const rows = [...report.rows]
    .sort(
      (a, b) =>
        Number(a.outcome === 'valid' || a.outcome === 'imported') -
          Number(b.outcome === 'valid' || b.outcome === 'imported') || a.line - b.line,
    )
    .slice(0, ROWS_SHOWN);
  return (
    <Stack gap="sm">
      <Alert color={done ? 'green' : report.importable > 0 ? 'blue' : 'orange'} role="status">
        {done
          ? `${formatNumber(report.imported)} lead importálva, ${formatNumber(report.rejected)} sor kimaradt.`
          : `${formatNumber(report.total)} sorból ${formatNumber(report.importable)} importálható, ${formatNumber(report.rejected)} hibás vagy már létező.`}
      </Alert>
      <Group gap="xs">
        {LEAD_IMPORT_OUTCOMES.filter((outcome) => report.counts[outcome] > 0).map((outcome) => (
          <ToneBadge key={outcome} color={OUTCOME_COLORS[outcome]}>
            {`${LEAD_IMPORT_OUTCOME_LABELS[outcome]}: ${formatNumber(report.counts[outcome])}`}
          </ToneBadge>
        ))}
      </Group>
      <ScrollArea.Autosize mah={320} type="auto">
        <DataTable
          striped
          fz="sm"
          aria-label="Soronkénti jelentés"
          head={
            <>
              <Table.Th>Sor</Table.Th>
              <Table.Th>Név</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Eredmény</Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.name || EMPTY_CELL}</Table.Td>
              <Table.Td>{row.email || EMPTY_CELL}</Table.Td>
              <Table.Td>
                <ToneBadge color={OUTCOME_COLORS[row.outcome]}>
                  {LEAD_IMPORT_OUTCOME_LABELS[row.outcome]}
                </ToneBadge>
                {row.message && (
                  <Text fz="xs" c="dimmed">
                    {row.message}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </ScrollArea.Autosize>
      {report.rows.length > ROWS_SHOWN && (
        <Text fz="xs" c="dimmed">{`A jelentés az első ${ROWS_SHOWN} sort mutatja (a hibásakat elöl).`}</Text>
      )}
    </Stack>
  );
}

/**
 * 'Excel import' (docs/roles/bank-staff.md, 'Lead import'): the file is checked row by row first, then its
 * valid rows are imported.
 */
export function LeadImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  // A file over the server's limit is refused here with the server's words, before it is sent at all.
  const [tooLarge, setTooLarge] = useState(false);
  const preview = usePreviewLeadImport();
  const importer = useImportLeads();
  const report = importer.data ?? preview.data;
  const close = () => {
    setFile(null);
    setTooLarge(false);
    preview.reset();
    importer.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    const fits = !chosen || chosen.size <= LEAD_LIMITS.importMaxBytes;
    setFile(fits ? chosen : null);
    setTooLarge(!fits);
    importer.reset();
    preview.reset();
    if (chosen && fits) preview.mutate(chosen);
  };
  return (
    <Modal opened={opened} onClose={close} title="Leadek importálása Excel fájlból" size="xl">
      <Stack gap="md">
        <Text fz="sm">
          Az első munkalap első sora a fejléc: Név, E-mail, Telefon, Cím, Forrás (angolul is: name, email,
          phone, address, source). A forrás Weboldal, Telefon, Fiók vagy Ajánlás lehet.
        </Text>
        <FileInput
          label="Fájl (.xlsx, .xls vagy .csv)"
          description={`Legfeljebb ${formatFileSize(LEAD_LIMITS.importMaxBytes)} és ${formatNumber(LEAD_LIMITS.importMaxRows)} sor`}
          error={tooLarge ? MESSAGES.file.tableTooLarge(LEAD_LIMITS.importMaxBytes) : undefined}
          placeholder="Válasszon fájlt"
          accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={choose}
          clearable
          disabled={importer.isPending}
        />
        {preview.isPending && (
          <Text role="status" fz="sm">
            A fájl ellenőrzése folyamatban...
          </Text>
        )}
        <ErrorAlert error={preview.error ?? importer.error} />
        {report && <ImportReport report={report} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {importer.isSuccess ? 'Bezárás' : 'Mégsem'}
          </Button>
          {!importer.isSuccess && (
            <Button
              disabled={!file || !preview.data || preview.data.importable === 0}
              loading={importer.isPending}
              onClick={() =>
                file &&
                importer.mutate(file, {
                  onSuccess: (done) => void showSuccess(`${formatNumber(done.imported)} lead importálva`),
                })
              }
            >
              {preview.data
                ? `Érvényes sorok importálása (${formatNumber(preview.data.importable)})`
                : 'Érvényes sorok importálása'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
