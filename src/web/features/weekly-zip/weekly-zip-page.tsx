import { Alert, Button, Group, List, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileZip, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_CELL, formatDateTime, formatDay, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import {
  weeklyZipListQueryFields,
  WEEKLY_ZIP_STATUS_LABELS,
  type WeeklyZipItem,
} from '../../../domain/weekly-zip.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError, RefreshError } from '../../components/error-alert.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatFileSize } from '../../lib/format-size.ts';
import { showError, showSuccess } from '../../lib/notify.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { useDeleteWeeklyZip } from './api/delete-weekly-zip.ts';
import { useDownloadWeeklyZip } from './api/download-weekly-zip.ts';
import { useWeeklyZips } from './api/get-weekly-zips.ts';
import { GenerateWeeklyZipDialog } from './generate-weekly-zip-dialog.tsx';
import { ActionsHeader, DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ConfirmDeleteDialog, DeleteRowButton } from '../../components/confirm-delete-dialog.tsx';

const STATUS_COLORS: Record<WeeklyZipItem['status'], string> = {
  generating: 'blue',
  ready: 'green',
  failed: 'red',
};

/**
 * An expired session and other download failures in the weekly ZIP's own words (docs/roles/admin-light.md,
 * 'History').
 */
function downloadError(error: unknown): Error | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 401)
    return new Error(MESSAGES.weeklyZipReports.sessionExpired);
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error;
  return new Error(MESSAGES.weeklyZipReports.downloadFailed);
}

const historyList = defineList<ListStateOf<typeof weeklyZipListQueryFields>>({
  fields: weeklyZipListQueryFields,
  filters: [],
});

/**
 * 'Heti ZIP' (/weekly-zip, docs/roles/admin-light.md, 'Weekly ZIP'): the info panel, the generate dialog and
 * the history.
 */
export function WeeklyZipPage() {
  const listState = useListState(historyList);
  const history = useWeeklyZips(listState.state);
  const [isGenerateOpen, setGenerateOpen] = useState(false);
  const [deleting, setDeleting] = useState<WeeklyZipItem | null>(null);
  const download = useDownloadWeeklyZip();
  useListPage(listState, history.data?.total);

  // generating -> success or error (docs/rules/statuses.md, 'Archive states'); an archive finished while the
  // page was open is announced.
  const seen = useRef(new Map<string, WeeklyZipItem['status']>());
  useEffect(() => {
    for (const row of history.data?.items ?? []) {
      const before = seen.current.get(row.id);
      if (before === 'generating' && row.status === 'ready')
        void showSuccess(MESSAGES.weeklyZipReports.ready(row.fileName));
      if (before === 'generating' && row.status === 'failed')
        void showError(row.failureReason ?? MESSAGES.weeklyZipReports.generateFailed);
      seen.current.set(row.id, row.status);
    }
  }, [history.data]);

  // The e-mail's link: /weekly-zip?download=<id>&expires=…&signature=… (valid 24 hours).
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = useRef(false);
  useEffect(() => {
    const id = searchParams.get('download');
    if (!id || linked.current) return;
    linked.current = true;
    const expires = searchParams.get('expires');
    const signature = searchParams.get('signature');
    download.mutate(
      {
        id,
        fileName: 'heti-jelentes.zip',
        ...(expires && signature ? { link: { expires, signature } } : {}),
      },
      { onSuccess: (name) => void showSuccess(`A letöltés elindult: ${name}`) },
    );
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, download]);

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.weeklyZip}>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setGenerateOpen(true)}>
          Új ZIP generálása
        </Button>
      </PageHeader>
      <InfoPanel />
      <ErrorAlert error={downloadError(download.error)} title={MESSAGES.download.banner} />
      {history.isPending ? (
        <Busy label="Heti ZIP előzmények betöltése..." mih={240} />
      ) : history.isError && !history.data ? (
        <LoadError query={history} title={MESSAGES.weeklyZipReports.loadError} />
      ) : (
        <>
          {history.isError && <RefreshError query={history} title={MESSAGES.weeklyZipReports.loadError} />}
          <ListSection
            titleId="weekly-zip-history-title"
            title="Előzmények"
            status={
              history.data.isGenerating
                ? 'Generálás folyamatban, a lista magától frissül...'
                : `${formatNumber(history.data.total)} ZIP fájl`
            }
            pager={pagerOf(listState, history.data.total)}
          >
            {history.data.items.length === 0 ? (
              <ListEmpty icon={IconFileZip} message={MESSAGES.weeklyZipReports.empty}>
                <Text fz="sm" c="dimmed">
                  Az „Új ZIP generálása” gombbal készíthet egyet.
                </Text>
              </ListEmpty>
            ) : (
              <HistoryTable
                rows={history.data.items}
                downloadingId={download.isPending ? download.variables.id : null}
                onDownload={(row) => download.mutate({ id: row.id, fileName: row.fileName })}
                onDelete={setDeleting}
              />
            )}
          </ListSection>
        </>
      )}
      <GenerateWeeklyZipDialog opened={isGenerateOpen} onClose={() => setGenerateOpen(false)} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function InfoPanel() {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title="Mit tartalmaz a heti ZIP?"
    >
      <List size="sm" spacing={2}>
        <List.Item>az időszakban feltöltött tanúsítványokat (a tárolt fájlokat),</List.Item>
        <List.Item>az időszak rendszernaplóját szövegfájlként,</List.Item>
        <List.Item>
          az ügyfelek, az ingatlanok és a tanúsítványok CSV exportját (UTF-8, pontosvesszővel),
        </List.Item>
        <List.Item>és egy összesítőt.</List.Item>
      </List>
      <Text fz="sm" mt="xs">
        Alapértelmezés szerint az elmúlt 7 napot fedi le. A fájl AES-256 jelszóval védett; a jelszót a portál
        csak a generálás idejére őrzi, titkosítva, utána törli, és emailben sem küldi el. A generálás a
        háttérben fut: az oldalt elhagyhatja, az állapotot az előzmények mutatják. Az emailben küldött
        letöltési link 24 óráig érvényes, és bejelentkezést kér.
      </Text>
    </Alert>
  );
}

function HistoryTable({
  rows,
  downloadingId,
  onDownload,
  onDelete,
}: {
  rows: WeeklyZipItem[];
  downloadingId: string | null;
  onDownload: (row: WeeklyZipItem) => void;
  onDelete: (row: WeeklyZipItem) => void;
}) {
  return (
    <DataTable
      minWidth={900}
      striped
      highlightOnHover
      aria-label="Heti ZIP előzmények"
      head={
        <>
          <Table.Th>Fájlnév</Table.Th>
          <Table.Th>Készítette</Table.Th>
          <Table.Th>Létrehozva</Table.Th>
          <Table.Th ta="right">Méret</Table.Th>
          <Table.Th>Állapot</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text fw={600} fz="sm">
              {row.fileName}
            </Text>
            <Text fz="xs" c="dimmed">
              {`Időszak: ${formatDay(row.dateFrom)} – ${formatDay(row.dateTo)}`}
              {row.contents
                ? ` · ${formatNumber(row.contents.certificates)} tanúsítvány, ${formatNumber(row.contents.logEvents)} naplóesemény`
                : ''}
            </Text>
          </Table.Td>
          <Table.Td>{row.createdByName}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {row.fileSize === null ? EMPTY_CELL : formatFileSize(row.fileSize)}
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {row.status === 'generating' && <Loader size={14} aria-hidden />}
              <ToneBadge color={STATUS_COLORS[row.status]}>{WEEKLY_ZIP_STATUS_LABELS[row.status]}</ToneBadge>
            </Group>
            {row.status === 'failed' && row.failureReason && (
              <Text fz="xs" c="red.8" mt={2} maw={320}>
                {row.failureReason}
              </Text>
            )}
            {row.status === 'ready' && row.contents && row.contents.missingFiles > 0 && (
              <Text fz="xs" c="orange.9" mt={2} maw={320}>
                {MESSAGES.weeklyZipReports.sourceFileMissing(row.contents.missingFiles)}
              </Text>
            )}
            {row.email && (
              <Text fz="xs" c={row.mailStatus === 'failed' ? 'red.8' : 'dimmed'} mt={2}>
                {row.mailStatus === 'failed'
                  ? MESSAGES.weeklyZipReports.mailFailedNote
                  : row.mailStatus === 'sent'
                    ? `Értesítés elküldve: ${row.email}`
                    : `Értesítés: ${row.email}`}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {row.status === 'ready' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  aria-label={`Letöltés: ${row.fileName}`}
                  loading={downloadingId === row.id}
                  onClick={() => onDownload(row)}
                >
                  Letöltés
                </Button>
              )}
              <DeleteRowButton name={row.fileName} onClick={() => onDelete(row)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** 'Biztosan törli ezt a ZIP fájlt?' */
function DeleteDialog({ item, onClose }: { item: WeeklyZipItem | null; onClose: () => void }) {
  const remove = useDeleteWeeklyZip();
  const close = () => {
    remove.reset();
    onClose();
  };
  const error =
    remove.error instanceof ApiError && remove.error.status === 404
      ? remove.error
      : remove.error
        ? new Error(
            MESSAGES.weeklyZipReports.deleteFailed(
              remove.error instanceof Error ? remove.error.message : String(remove.error),
            ),
          )
        : null;
  return (
    <ConfirmDeleteDialog
      item={item}
      title="Heti ZIP törlése"
      question={MESSAGES.weeklyZipReports.confirmDelete}
      confirmLabel="Végleges törlés"
      deletion={{ error, isPending: remove.isPending }}
      onConfirm={(zip) =>
        remove.mutate(zip.id, {
          onSuccess: ({ fileName }) => {
            void showSuccess(MESSAGES.weeklyZipReports.deleted(fileName));
            close();
          },
        })
      }
      onClose={close}
    >
      {(zip) => (
        <Text fz="sm">
          {`${zip.fileName} (${formatDay(zip.dateFrom)} – ${formatDay(zip.dateTo)}). A fájl véglegesen törlődik, ez a művelet nem vonható vissza.`}
        </Text>
      )}
    </ConfirmDeleteDialog>
  );
}
