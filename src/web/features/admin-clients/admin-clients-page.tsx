import { Button, Group, Menu, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFilter,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AdminClientRow } from '../../../domain/admin.ts';
import { totalLabel } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { allFirstData, cacheFirstData, listFirstData } from '../../lib/page-start.ts';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { showError } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import type { AssignmentTarget, ReassignTarget } from '../assignment/index.ts';
import { useExportClients, type ExportFormat, type ExportRequest } from './api/export-clients.ts';
import { adminClientsQuery, useAdminClients } from './api/get-admin-clients.ts';
import { clientFilterFields } from './client-filters.tsx';
import type { SheetClient } from './client-sheet-dialog.tsx';
import {
  adminClientList,
  toClientFilterQuery,
  toClientListQuery,
  type AdminClientListState,
} from './clients-query.ts';
import { AdminClientsTable, type ClientRowAction } from './clients-table.tsx';
import { couponProgressQuery } from './api/get-coupon-progress.ts';
import { CouponProgressSection } from './coupon-progress-card.tsx';
import { sheetLinkOf } from './sheet-link.ts';
import { NewsPanel, newsPanelFirstData, useNewsSettled } from '../news/index.ts';
import { ListEmpty } from '../../components/list-empty.tsx';
import { Deferred } from '../../components/deferred.tsx';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

addDatesStyles();

const loadDialogs = () => import('./clients-dialogs.ts');
const AssignmentDialog = lazy(async () => ({ default: (await loadDialogs()).AssignmentDialog }));
const ClientSheetDialog = lazy(async () => ({ default: (await loadDialogs()).ClientSheetDialog }));
const ReassignDialog = lazy(async () => ({ default: (await loadDialogs()).ReassignDialog }));

type OpenDialog =
  | { kind: 'sheet'; client: SheetClient }
  /** Opened from the sheet: closing it shows the sheet again. */
  | { kind: 'assign'; target: AssignmentTarget; fromSheet?: SheetClient }
  | { kind: 'reassign'; target: ReassignTarget; fromSheet?: SheetClient };

/** The change-or-remove dialog's subject: a row or sheet whose property has an auditor. */
function reassignTarget(row: AdminClientRow): ReassignTarget | null {
  if (!row.propertyId || !row.auditorId) return null;
  return {
    propertyId: row.propertyId,
    clientName: row.name,
    address: row.address,
    auditorId: row.auditorId,
    auditorName: row.auditorName,
    appointmentDate: row.status === 'appointment_scheduled' ? row.appointmentDate : null,
  };
}

/** The first page at the address, the coupon progress and the news, asked for with the screen's code. */
export const firstData = allFirstData(
  listFirstData(adminClientList, toClientListQuery, adminClientsQuery),
  cacheFirstData((queryClient) => [queryClient.prefetchQuery(couponProgressQuery())]),
  newsPanelFirstData,
);

/**
 * The administrators' client list (/clients, docs/roles/portal-admin.md, 'Client list'). Assigning is the
 * portal admin's.
 */
export function AdminClientsPage() {
  const { data: me } = useSession();
  const canAssignAuditors = me?.role === 'portal_admin';
  const listState = useListState(adminClientList);
  const { state } = listState;
  const clients = useAdminClients(toClientListQuery(state));
  const newsSettled = useNewsSettled();
  const location = useLocation();
  const navigate = useNavigate();
  // A /property/{id} link arrives with its client's sheet to open (admin-property-redirect.tsx).
  const linkedSheet = sheetLinkOf(location.state);
  const [dialog, setDialog] = useState<OpenDialog | null>(() =>
    linkedSheet ? { kind: 'sheet', client: linkedSheet } : null,
  );

  // The link is followed once: a reload or coming back to the list does not open the sheet again.
  const linkedClientId = linkedSheet?.clientId;
  useEffect(() => {
    if (linkedClientId !== undefined)
      void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [linkedClientId, location.search, location.hash, navigate]);

  useListPage(listState, clients.data?.total);

  // One dialog at a time; when the last closes, focus goes back to the row button that opened it.
  const rememberFocus = useReturnFocus(dialog);

  const openFromRow = (action: ClientRowAction, row: AdminClientRow) => {
    rememberFocus();
    if (action === 'sheet') setDialog({ kind: 'sheet', client: { clientId: row.clientId, name: row.name } });
    else if (action === 'reassign') {
      const target = reassignTarget(row);
      if (target) setDialog({ kind: 'reassign', target });
    } else if (row.propertyId)
      setDialog({
        kind: 'assign',
        target: { propertyId: row.propertyId, clientName: row.name, address: row.address },
      });
  };

  const total = clients.data?.total;
  return (
    <Stack gap="sm">
      {/* The title row: the heading, how many match, the coupon progress, the exports. It wraps on a
          narrower screen, the card on a line of its own. */}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            Ügyfelek
          </Title>
          {total !== undefined && (
            <ListStatus refreshing={clients.isFetching}>
              {totalLabel(total, clients.data?.isTotalCapped, 'találat', clients.data?.isTotalEstimated)}
            </ListStatus>
          )}
        </Group>
        <CouponProgressSection />
        <Group gap="xs">
          <ExportMenu state={state} format="xlsx" />
          <ExportMenu state={state} format="pdf" />
        </Group>
      </Group>
      <QueryStates
        query={clients}
        held={!newsSettled}
        loadingLabel={MESSAGES.clients.loading}
        errorTitle={MESSAGES.loadError}
        header={
          <>
            <NewsPanel />
            <FilterBar layout="compact" fields={clientFilterFields(state)} {...listState.bar} />
          </>
        }
      >
        {(list) => (
          <>
            <Paper withBorder component="section" aria-labelledby="admin-client-table-title" pos="relative">
              <VisuallyHidden>
                <h2 id="admin-client-table-title">Ügyféllista</h2>
              </VisuallyHidden>
              {list.items.length === 0 ? (
                listState.isFiltered ? (
                  <ListEmpty
                    icon={IconFilter}
                    message={MESSAGES.clients.noneMatch}
                    onClear={listState.clear}
                  />
                ) : (
                  <ListEmpty icon={IconUsers} message="Még nincs regisztrált ügyfél." />
                )
              ) : (
                <AdminClientsTable
                  rows={list.items}
                  state={state}
                  canAssignAuditors={canAssignAuditors}
                  onSort={listState.toggleSort}
                  onAction={openFromRow}
                />
              )}
            </Paper>
            <ListPager {...pagerOf(listState, list.total)} totalCapped={list.isTotalCapped} />
          </>
        )}
      </QueryStates>

      <Deferred opened={dialog?.kind === 'sheet'}>
        <ClientSheetDialog
          client={dialog?.kind === 'sheet' ? dialog.client : null}
          opened={dialog?.kind === 'sheet'}
          onClose={() => setDialog(null)}
          onAssign={
            canAssignAuditors
              ? (sheet) => {
                  if (!sheet.propertyId) return;
                  setDialog({
                    kind: 'assign',
                    target: { propertyId: sheet.propertyId, clientName: sheet.name, address: sheet.address },
                    fromSheet: { clientId: sheet.clientId, name: sheet.name },
                  });
                }
              : undefined
          }
          onReassign={
            canAssignAuditors
              ? (sheet) => {
                  const target = reassignTarget(sheet);
                  if (target)
                    setDialog({
                      kind: 'reassign',
                      target,
                      fromSheet: { clientId: sheet.clientId, name: sheet.name },
                    });
                }
              : undefined
          }
        />
      </Deferred>
      {canAssignAuditors && (
        <Deferred opened={dialog?.kind === 'reassign'}>
          <ReassignDialog
            target={dialog?.kind === 'reassign' ? dialog.target : null}
            opened={dialog?.kind === 'reassign'}
            onClose={() =>
              setDialog((current) =>
                current?.kind === 'reassign' && current.fromSheet
                  ? { kind: 'sheet', client: current.fromSheet }
                  : null,
              )
            }
          />
        </Deferred>
      )}
      {canAssignAuditors && (
        <Deferred opened={dialog?.kind === 'assign'}>
          <AssignmentDialog
            target={dialog?.kind === 'assign' ? dialog.target : null}
            opened={dialog?.kind === 'assign'}
            onClose={() =>
              setDialog((current) =>
                current?.kind === 'assign' && current.fromSheet
                  ? { kind: 'sheet', client: current.fromSheet }
                  : null,
              )
            }
          />
        </Deferred>
      )}
    </Stack>
  );
}

const EXPORT_FORMATS = {
  xlsx: { label: 'Excel export', icon: IconFileSpreadsheet },
  pdf: { label: 'PDF export', icon: IconFileTypePdf },
} as const;

/**
 * docs/roles/portal-admin.md, 'Exports': every client (ugyfelek_export) or the filtered list
 * (ugyfelek_riport), as .xlsx or as a PDF (A4 landscape, in the list's order).
 */
function ExportMenu({ state, format }: { state: AdminClientListState; format: ExportFormat }) {
  const exporter = useExportClients();
  const run = (request: ExportRequest) =>
    exporter.mutate(request, { onError: (error) => void showError(errorMessage(error)) });
  const { label, icon: Icon } = EXPORT_FORMATS[format];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<Icon size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={exporter.isPending}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run({ format, scope: 'all' })}>Összes ügyfél</Menu.Item>
        <Menu.Item onClick={() => run({ format, scope: 'filtered', filters: toClientFilterQuery(state) })}>
          Szűrt lista
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
