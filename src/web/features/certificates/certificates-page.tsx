import { Alert, Anchor, Button, Center, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconCertificate, IconDownload, IconFileInvoice, IconFilter, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, useDeferredValue, useState, type ReactNode } from 'react';
import type { CertificateRow } from '../../../domain/certificates.ts';
import { formatNumber, formatTotal, totalLabel } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Deferred } from '../../components/deferred.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { listFirstData } from '../../lib/page-start.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { showError, showSuccess } from '../../lib/notify.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { useDeleteCertificate } from './api/delete-certificate.ts';
import {
  useDownloadCertificate,
  useDownloadCertificates,
  type BulkDownloadResult,
} from './api/download-certificates.ts';
import { certificatesQuery, getCertificateIds, useCertificates } from './api/get-certificates.ts';
import { CertificateFilters } from './certificate-filters.tsx';
import {
  certificateList,
  filterKey,
  toCertificateFilterQuery,
  toCertificateListQuery,
} from './certificates-query.ts';
import { CertificatesTable } from './certificates-table.tsx';
import { certificatesKey } from './api/get-certificates.ts';
import { withArticle } from '../../../domain/article.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';

addDatesStyles();

// The dialogs (the upload's drop zone, the TIG statement's preview) download when first opened: the list
// shows without them (decision 0020).
const TigDialog = lazy(async () => ({ default: (await import('./tig-dialog.tsx')).TigDialog }));
const UploadCertificateDialog = lazy(async () => ({
  default: (await import('./upload-certificate-dialog.tsx')).UploadCertificateDialog,
}));
const DeleteCertificateDialog = lazy(async () => ({
  default: (await import('./delete-certificate-dialog.tsx')).DeleteCertificateDialog,
}));

type Banner = { title: string; body: ReactNode };

function ErrorBanner({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  if (!banner) return null;
  return (
    <Alert
      color="red"
      role="alert"
      variant="light"
      title={banner.title}
      withCloseButton
      closeButtonLabel="Bezárás"
      onClose={onClose}
    >
      {banner.body}
    </Alert>
  );
}

/** How many unreadable files the download banner names; the archive's error file lists them all. */
const ERRORS_SHOWN = 10;

/** The 'Letöltési hiba' banner for a bulk ZIP with files that could not be read. */
function bulkErrorBanner(result: BulkDownloadResult): Banner {
  const shown = result.errors.slice(0, ERRORS_SHOWN);
  const more = result.errorCount - shown.length;
  return {
    title: MESSAGES.download.banner,
    body: (
      <Stack gap={4}>
        <Text fz="sm">{MESSAGES.certificates.bulkErrors}</Text>
        <List size="sm">
          {shown.map((error, index) => (
            <List.Item key={index}>
              {error.fileName}
              {error.clientName ? ` (${error.clientName})` : ''}: {error.reason}
            </List.Item>
          ))}
          {more > 0 && <List.Item>és további {formatNumber(more)} fájl</List.Item>}
        </List>
        <Text fz="sm">
          A többi fájlt letöltöttük ({result.fileName}). {MESSAGES.certificates.bulkErrorsNote}
        </Text>
      </Stack>
    ),
  };
}

const downloadFailure = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 404
      ? MESSAGES.certificates.unavailableForDownload
      : error.message
    : MESSAGES.certificates.downloadUnexpected(error instanceof Error ? error.message : String(error));

const deleteFailure = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 404
      ? MESSAGES.certificates.notFound
      : error.status === 0
        ? MESSAGES.certificates.deleteGeneric
        : MESSAGES.certificates.deleteFailed(error.message)
    : MESSAGES.certificates.deleteGeneric;

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(certificateList, toCertificateListQuery, certificatesQuery);

/**
 * Admin Light's certificates (/certificates, docs/roles/admin-light.md, 'Certificates'). Filters, sort and
 * page live in the address bar; the selection (of the page, or of every matching row) feeds the bulk ZIP and
 * the TIG statement.
 */
export function CertificatesPage() {
  const listState = useListState(certificateList);
  const { state } = listState;
  const certificates = useCertificates(toCertificateListQuery(state));

  // The selection belongs to the filters it was made under: another filter starts a new one.
  const currentKey = filterKey(state);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({
    key: currentKey,
    ids: new Set(),
  });
  const selected = selection.key === currentKey ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ key: currentKey, ids });
  const clearSelection = () => select(new Set());

  const [uploadBanner, setUploadBanner] = useState<Banner | null>(null);
  const [downloadBanner, setDownloadBanner] = useState<Banner | null>(null);
  const [deleteBanner, setDeleteBanner] = useState<Banner | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<CertificateRow | null>(null);
  const [tigOpen, setTigOpen] = useState(false);
  const queryClient = useQueryClient();

  const downloadOne = useDownloadCertificate();
  const downloadMany = useDownloadCertificates();
  const remove = useDeleteCertificate();
  const selectMatching = useMutation({
    mutationFn: () => getCertificateIds(toCertificateFilterQuery(state)),
    onSuccess: ({ ids }) => select(new Set(ids)),
    onError: (error) => void showError(errorMessage(error)),
    meta: { handlesError: true },
  });

  useListPage(listState, certificates.data?.total);

  // The answer renders as a transition, in slices, not as one long task when it comes (as QueryStates
  // does; 200 ms of blocking on a phone with the first 25 rows, decision 0020).
  const data = useDeferredValue(certificates.data);
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const selectedIds = [...selected];

  const downloadSelected = () => {
    if (selectedIds.length === 0) {
      setDownloadBanner({
        title: MESSAGES.download.banner,
        body: MESSAGES.certificates.noneSelected,
      });
      return;
    }
    setDownloadBanner(null);
    downloadMany.mutate(selectedIds, {
      onSuccess: (result) => {
        if (result.errorCount > 0) setDownloadBanner(bulkErrorBanner(result));
      },
      onError: (error) =>
        setDownloadBanner({ title: MESSAGES.download.banner, body: downloadFailure(error) }),
    });
  };

  const togglePage = (checked: boolean) => {
    const next = new Set(selected);
    for (const row of rows) {
      if (checked) next.add(row.id);
      else next.delete(row.id);
    }
    select(next);
  };

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.certificates}>
        <Group gap="sm">
          <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setUploadOpen(true)}>
            Tanúsítvány feltöltése
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileInvoice size={18} aria-hidden />}
            disabled={selectedIds.length === 0}
            onClick={() => setTigOpen(true)}
          >
            TIG Generálás ({formatNumber(selectedIds.length)})
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            disabled={selectedIds.length === 0 || downloadMany.isPending}
            loading={downloadMany.isPending}
            onClick={downloadSelected}
          >
            Összes letöltése ({formatNumber(selectedIds.length)})
          </Button>
        </Group>
      </PageHeader>

      {/* The three dismissible red banners (docs/roles/admin-light.md, 'Error banners') */}
      <ErrorBanner banner={uploadBanner} onClose={() => setUploadBanner(null)} />
      <ErrorBanner banner={downloadBanner} onClose={() => setDownloadBanner(null)} />
      <ErrorBanner banner={deleteBanner} onClose={() => setDeleteBanner(null)} />

      {data === undefined && !certificates.isError ? (
        <Center mih={300}>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Tanúsítványok betöltése...</Text>
          </Stack>
        </Center>
      ) : data === undefined ? (
        <LoadError query={certificates} title={MESSAGES.certificates.loadError} />
      ) : (
        <>
          <CertificateFilters {...listState.bar} />
          {certificates.isError && <LoadError query={certificates} title={MESSAGES.certificates.loadError} />}
          <ListSection
            titleId="certificate-table-title"
            title="Tanúsítványlista"
            refreshing={certificates.isFetching}
            status={totalLabel(
              total,
              certificates.data?.isTotalCapped,
              'találat',
              certificates.data?.isTotalEstimated,
            )}
            pos="relative"
            headerGap="xs"
            pager={{ ...pagerOf(listState, total), totalCapped: certificates.data?.isTotalCapped }}
          >
            {selectedIds.length > 0 || (rows.length > 0 && total > rows.length) ? (
              <Group px="md" pb="xs" gap="md" aria-live="polite">
                {selectedIds.length > 0 && (
                  <Text fz="sm" fw={600}>
                    {formatNumber(selectedIds.length)} tanúsítvány kijelölve
                  </Text>
                )}
                {total > 0 && selectedIds.length < total && (
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={() => selectMatching.mutate()}
                    disabled={selectMatching.isPending}
                  >
                    {selectMatching.isPending
                      ? 'Kijelölés...'
                      : `Mind ${withArticle(formatTotal(total, certificates.data?.isTotalCapped))} találat kijelölése`}
                  </Anchor>
                )}
                {selectedIds.length > 0 && (
                  <Anchor component="button" type="button" fz="sm" onClick={clearSelection}>
                    Kijelölés megszüntetése
                  </Anchor>
                )}
              </Group>
            ) : null}
            {rows.length === 0 ? (
              <ListEmpty
                icon={listState.isFiltered ? IconFilter : IconCertificate}
                message={MESSAGES.certificates.empty}
                onClear={listState.isFiltered ? listState.clear : undefined}
              />
            ) : (
              <CertificatesTable
                rows={rows}
                state={state}
                selected={selected}
                onToggle={(id, checked) => {
                  const next = new Set(selected);
                  if (checked) next.add(id);
                  else next.delete(id);
                  select(next);
                }}
                onTogglePage={togglePage}
                onSort={listState.toggleSort}
                onDownload={(row) =>
                  downloadOne.mutate(
                    { id: row.id, fileName: row.fileName },
                    {
                      onError: (error) =>
                        setDownloadBanner({
                          title: MESSAGES.download.banner,
                          body: downloadFailure(error),
                        }),
                    },
                  )
                }
                onDelete={setToDelete}
              />
            )}
          </ListSection>
        </>
      )}

      {/* The selection's TIG statement; billed certificates show their new status. */}
      <Deferred opened={tigOpen}>
        <TigDialog
          documentIds={selectedIds}
          opened={tigOpen}
          onClose={() => setTigOpen(false)}
          onGenerated={() => {
            clearSelection();
            void queryClient.invalidateQueries({ queryKey: certificatesKey() });
          }}
        />
      </Deferred>
      <Deferred opened={uploadOpen}>
        <UploadCertificateDialog
          opened={uploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={(message) => {
            setUploadBanner(null);
            void showSuccess(message);
          }}
          onFailed={(message) =>
            setUploadBanner({ title: MESSAGES.certificates.uploadBanner, body: message })
          }
        />
      </Deferred>
      <Deferred opened={toDelete !== null}>
        <DeleteCertificateDialog
          certificate={toDelete}
          isDeleting={remove.isPending}
          onClose={() => setToDelete(null)}
          onConfirm={(certificate) =>
            remove.mutate(certificate.id, {
              onSuccess: ({ message }) => {
                setDeleteBanner(null);
                if (selected.has(certificate.id)) {
                  const next = new Set(selected);
                  next.delete(certificate.id);
                  select(next);
                }
                void showSuccess(message);
              },
              onError: (error) =>
                setDeleteBanner({ title: MESSAGES.certificates.deleteBanner, body: deleteFailure(error) }),
              onSettled: () => setToDelete(null),
            })
          }
        />
      </Deferred>
    </Stack>
  );
}
