import { Anchor, Button, Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCash, IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatHuf, formatNumber, formatPieces } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Role } from '../../../domain/roles.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import {
  TIG_ROLES,
  TIG_STATEMENT_STATUS_LABELS,
  TIG_STATEMENT_STATUSES,
  tigStatementsQueryFields,
} from '../../../domain/tig-list.ts';
import type { TigStatementSummary } from '../../../domain/tig.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { optionsOf, type FilterField } from '../../components/filter-fields.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { listFirstData } from '../../lib/page-start.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { useDownloadTigFile } from './api/download-tig-file.ts';
import { tigStatementsQuery, useTigStatements } from './api/get-tig-statements.ts';
import { useMarkTigStatementPaid } from './api/mark-tig-statement-paid.ts';
import { withArticle } from '../../../domain/article.ts';
import { ActionsHeader, DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type ListState = ListStateOf<typeof tigStatementsQueryFields>;

/** The list's state lives in the address bar, like the other lists. */
const statementList = defineList<ListState>({
  fields: tigStatementsQueryFields,
  filters: ['status'],
});

const STATUS_FIELD: FilterField<ListState>[] = [
  {
    kind: 'segmented',
    key: 'status',
    label: 'Állapot szűrő',
    options: optionsOf(TIG_STATEMENT_STATUSES, TIG_STATEMENT_STATUS_LABELS, 'Mind'),
  },
];

/**
 * Where a statement is made: Admin Light bills selected certificates, the bank's staff selected clients
 * (docs/roles/bank-staff.md, 'TIG statement dialog'); each is sent to the screen it can open.
 */
function WhereToMake({ role }: { role: Role | undefined }) {
  if (role === 'bank_admin')
    return (
      <Text fz="sm" c="dimmed">
        Elszámolást az{' '}
        <Anchor component={Link} to="/clients" fz="sm">
          Ügyfelek
        </Anchor>{' '}
        listájában, a kijelölt ügyfelekből készíthet a „TIG generálás” gombbal.
      </Text>
    );
  if (role === 'admin_light')
    return (
      <Text fz="sm" c="dimmed">
        Elszámolást a{' '}
        <Anchor component={Link} to="/certificates" fz="sm">
          Tanúsítványok
        </Anchor>{' '}
        listájában, a kijelölt tanúsítványokból készíthet.
      </Text>
    );
  return null;
}

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(statementList, (state: ListState) => state, tigStatementsQuery);

/**
 * 'TIG elszámolások' (/tig-statements, docs/roles/admin-light.md, 'TIG statements'; the bank's staff read
 * it too, docs/roles/bank-staff.md, 'TIG statements list'): every statement with its status, files and
 * payment.
 */
export function TigStatementsPage() {
  const { data: me } = useSession();
  const canMarkPaid = me ? (TIG_ROLES.markPaid as readonly Role[]).includes(me.role) : false;
  const listState = useListState(statementList);
  const { state } = listState;
  const statements = useTigStatements(state);
  const [paying, setPaying] = useState<TigStatementSummary | null>(null);

  useListPage(listState, statements.data?.total);

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.tigStatements}>
        <FilterBar
          layout="row"
          bare
          fields={STATUS_FIELD}
          state={state}
          onChange={listState.filter}
          isFiltered={listState.isFiltered}
        />
      </PageHeader>
      <QueryStates
        query={statements}
        loadingLabel="TIG elszámolások betöltése..."
        errorTitle={MESSAGES.tig.loadError}
      >
        {(list) => (
          <>
            <ListSection
              titleId="tig-table-title"
              title="Elszámolások"
              refreshing={statements.isFetching}
              status={`${formatNumber(list.total)} elszámolás`}
              pager={pagerOf(listState, list.total)}
            >
              {list.items.length === 0 ? (
                state.status === 'all' ? (
                  <ListEmpty icon={IconFileInvoice} message={MESSAGES.tig.empty}>
                    <WhereToMake role={me?.role} />
                  </ListEmpty>
                ) : (
                  <ListEmpty icon={IconFileInvoice} message={MESSAGES.tig.emptyFiltered} />
                )
              ) : (
                <StatementsTable rows={list.items} canMarkPaid={canMarkPaid} onMarkPaid={setPaying} />
              )}
            </ListSection>
          </>
        )}
      </QueryStates>
      <MarkPaidDialog statement={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}

function StatementsTable({
  rows,
  canMarkPaid,
  onMarkPaid,
}: {
  rows: TigStatementSummary[];
  canMarkPaid: boolean;
  onMarkPaid: (statement: TigStatementSummary) => void;
}) {
  const download = useDownloadTigFile();
  return (
    <>
      <ErrorAlert error={download.error} title={MESSAGES.download.banner} mx="md" mb="sm" />
      <DataTable
        minWidth={860}
        striped
        highlightOnHover
        aria-label="TIG elszámolások listája"
        head={
          <>
            <Table.Th>Sorszám</Table.Th>
            <Table.Th>Dátum</Table.Th>
            <Table.Th ta="right">Tanúsítványok</Table.Th>
            <Table.Th ta="right">Összeg</Table.Th>
            <Table.Th>Állapot</Table.Th>
            <Table.Th>Készítette</Table.Th>
            <ActionsHeader />
          </>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {/* Kept whole: on a phone the table scrolls sideways rather than breaking 'TIG-2026-0002'. */}
            <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.number}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatPieces(row.certificateCount)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatHuf(row.totalHuf)}
            </Table.Td>
            <Table.Td>
              <ToneBadge color={row.status === 'paid' ? 'green' : 'blue'}>
                {TIG_STATEMENT_STATUS_LABELS[row.status]}
              </ToneBadge>
              {row.paidAt && (
                <Text fz="xs" c="dimmed" mt={2}>
                  {`${formatDate(row.paidAt)}, ${row.paidByName ?? ''}`}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{row.createdByName}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      aria-label={`Letöltés: ${row.number}`}
                      loading={download.isPending && download.variables.statement.id === row.id}
                    >
                      Letöltés
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => download.mutate({ statement: row, kind: 'text' })}>
                      Szövegfájl (.txt)
                    </Menu.Item>
                    <Menu.Item onClick={() => download.mutate({ statement: row, kind: 'pdf' })}>
                      PDF
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                {canMarkPaid && row.status === 'sent' && (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconCash size={16} aria-hidden />}
                    onClick={() => onMarkPaid(row)}
                    aria-label={`Kifizetettnek jelölés: ${row.number}`}
                  >
                    Kifizetettnek jelölés
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </>
  );
}

function MarkPaidDialog({
  statement,
  onClose,
}: {
  statement: TigStatementSummary | null;
  onClose: () => void;
}) {
  const markPaid = useMarkTigStatementPaid();
  const close = () => {
    markPaid.reset();
    onClose();
  };
  const confirm = () => {
    if (!statement) return;
    markPaid.mutate(statement.id, {
      onSuccess: (paid) => {
        void showSuccess(MESSAGES.tig.markedPaid(paid.number));
        close();
      },
    });
  };
  return (
    <Modal opened={statement !== null} onClose={close} title="Kifizetettnek jelölés">
      {statement && (
        <Stack>
          <Text>
            {`Biztosan kifizetettnek jelöli ${withArticle(statement.number)} elszámolást (${formatNumber(statement.certificateCount)} tanúsítvány, ${formatHuf(statement.totalHuf)})? A tanúsítványai is Kifizetve állapotba kerülnek.`}
          </Text>
          <ErrorAlert error={markPaid.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={markPaid.isPending}>
              Mégsem
            </Button>
            <Button onClick={confirm} loading={markPaid.isPending}>
              Kifizetettnek jelölés
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
