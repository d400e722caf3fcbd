import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconUserCog, IconUsers } from '@tabler/icons-react';
import { lazy, useDeferredValue, useState } from 'react';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { LoadError, RefreshError } from '../../components/error-alert.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { allFirstData, listFirstData } from '../../lib/page-start.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { auditorClientsQuery, useAuditorClients } from './api/get-auditor-clients.ts';
import type { DetailActions, DetailTab } from './client-detail-dialog.tsx';
import { ClientStats } from './client-stats.tsx';
import { auditorClientList, CLIENT_FILTER_FIELDS } from './clients-query.ts';
import { ClientsTable, type RowAction } from './clients-table.tsx';
import { Deferred } from '../../components/deferred.tsx';
import { NewsPanel, newsPanelFirstData, useNewsSettled } from '../news/index.ts';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

const loadDialogs = () => import('./clients-dialogs.ts');
const AppointmentDialog = lazy(async () => ({ default: (await loadDialogs()).AppointmentDialog }));
const AuditorProfileDialog = lazy(async () => ({ default: (await loadDialogs()).AuditorProfileDialog }));
const CallLogDialog = lazy(async () => ({ default: (await loadDialogs()).CallLogDialog }));
const CertificateUploadDialog = lazy(async () => ({
  default: (await loadDialogs()).CertificateUploadDialog,
}));
const ClientDetailDialog = lazy(async () => ({ default: (await loadDialogs()).ClientDetailDialog }));
const ContactDialog = lazy(async () => ({ default: (await loadDialogs()).ContactDialog }));

type DialogKind = RowAction | 'callLog';

interface OpenDialog {
  kind: DialogKind;
  client: AuditorClientRow;
  /** The current certificate, when the upload replaces it (known from the detail dialog). */
  certificate?: { name: string; uploadedAt: string } | null;
  /** Opened from the detail dialog: closing it shows the detail again. */
  fromDetail?: boolean;
}

/** The first page at the address and the news, asked for with the screen's code before the first render. */
export const firstData = allFirstData(
  listFirstData(auditorClientList, auditorClientList.toQuery, auditorClientsQuery),
  newsPanelFirstData,
);

/** The auditor's client list, /clients (docs/roles/auditor.md, 'Client list'). */
export function AuditorClientsPage() {
  const listState = useListState(auditorClientList);
  const { state } = listState;
  const clients = useAuditorClients(auditorClientList.toQuery(state));
  // The rows render as a transition, in slices between which the browser stays responsive, rather than in
  // one long task when the answer comes (total blocking time on a phone).
  const list = useDeferredValue(clients.data);
  const newsSettled = useNewsSettled();
  const [profileOpen, setProfileOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [detailTab, setDetailTab] = useState<DetailTab>('details');

  useListPage(listState, clients.data?.total);

  // One dialog shows at a time; when the last closes, focus goes back to the row button that opened it.
  const rememberFocus = useReturnFocus(dialog);

  const openFromRow = (action: RowAction, client: AuditorClientRow) => {
    rememberFocus();
    if (action === 'detail') setDetailTab('details');
    setDialog({ kind: action, client });
  };
  const closeDialog = () =>
    setDialog((current) => (current?.fromDetail ? { kind: 'detail', client: current.client } : null));
  const detailActions: DetailActions = {
    onSchedule: (client) => setDialog({ kind: 'appointment', client, fromDetail: true }),
    onUpload: (client) =>
      setDialog({ kind: 'upload', client, certificate: client.certificate, fromDetail: true }),
    onLogCall: (client) => {
      setDetailTab('notes');
      setDialog({ kind: 'callLog', client, fromDetail: true });
    },
  };
  const dialogClient = (kind: DialogKind) => (dialog?.kind === kind ? dialog.client : null);

  return (
    <Stack gap="lg">
      <PageHeader title="Ügyfelek">
        <Button
          variant="default"
          leftSection={<IconUserCog size={18} aria-hidden />}
          onClick={() => setProfileOpen(true)}
        >
          Profil szerkesztése
        </Button>
      </PageHeader>
      {(list === undefined && !clients.isError) || !newsSettled ? (
        <Center mih={300}>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>{MESSAGES.clients.loading}</Text>
          </Stack>
        </Center>
      ) : list === undefined ? (
        <LoadError query={clients} title={MESSAGES.auditorWorkspace.loadClients} />
      ) : (
        <>
          {/* With the rows, not before them: arriving alone it would push the spinner down. */}
          <NewsPanel />
          <ClientStats stats={list.stats} />
          <FilterBar
            fields={CLIENT_FILTER_FIELDS}
            {...listState.bar}
            clearPlacement={{ span: { base: 24, xs: 12, md: 5 } }}
          />
          {clients.isError && <RefreshError query={clients} title={MESSAGES.auditorWorkspace.loadClients} />}
          <ListSection
            titleId="client-table-title"
            title="Ügyféllista"
            refreshing={clients.isFetching}
            status={`${formatNumber(list.total)} találat`}
            pos="relative"
            pager={pagerOf(listState, list.total)}
          >
            {list.items.length === 0 ? (
              <EmptyList
                hasAnyClient={list.stats.totalClients > 0}
                isFiltered={listState.isFiltered}
                onClear={listState.clear}
              />
            ) : (
              <ClientsTable
                rows={list.items}
                state={state}
                onSort={listState.toggleSort}
                onAction={openFromRow}
              />
            )}
          </ListSection>
        </>
      )}

      <Deferred opened={dialog?.kind === 'appointment'}>
        <AppointmentDialog
          client={dialogClient('appointment')}
          opened={dialog?.kind === 'appointment'}
          onClose={closeDialog}
        />
      </Deferred>
      <Deferred opened={dialog?.kind === 'upload'}>
        <CertificateUploadDialog
          client={dialogClient('upload')}
          existingCertificate={dialog?.kind === 'upload' ? dialog.certificate : null}
          opened={dialog?.kind === 'upload'}
          onClose={closeDialog}
        />
      </Deferred>
      <Deferred opened={dialog?.kind === 'contact'}>
        <ContactDialog
          client={dialogClient('contact')}
          opened={dialog?.kind === 'contact'}
          onClose={closeDialog}
          onLogCall={(client) => setDialog({ kind: 'callLog', client })}
        />
      </Deferred>
      <Deferred opened={dialog?.kind === 'callLog'}>
        <CallLogDialog
          client={dialogClient('callLog')}
          opened={dialog?.kind === 'callLog'}
          onClose={closeDialog}
        />
      </Deferred>
      <Deferred opened={dialog?.kind === 'detail'}>
        <ClientDetailDialog
          client={dialogClient('detail')}
          opened={dialog?.kind === 'detail'}
          onClose={() => setDialog(null)}
          tab={detailTab}
          onTabChange={setDetailTab}
          actions={detailActions}
        />
      </Deferred>
      <Deferred opened={profileOpen}>
        <AuditorProfileDialog opened={profileOpen} onClose={() => setProfileOpen(false)} />
      </Deferred>
    </Stack>
  );
}

function EmptyList({
  hasAnyClient,
  isFiltered,
  onClear,
}: {
  hasAnyClient: boolean;
  isFiltered: boolean;
  onClear: () => void;
}) {
  return hasAnyClient && isFiltered ? (
    <ListEmpty icon={IconUsers} message={MESSAGES.clients.noneMatch} onClear={onClear} />
  ) : (
    <ListEmpty icon={IconUsers} message="Még nincs Önhöz rendelt ügyfél.">
      <Text fz="sm" c="dimmed" maw={420}>
        Amint egy ügyfelet Önhöz rendelünk, itt megjelenik, és emailben is értesítjük.
      </Text>
    </ListEmpty>
  );
}
