import { Button, Stack } from '@mantine/core';
import { IconPlus, IconUserSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import type { AdminAuditorRow } from '../../../domain/admin.ts';
import { formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { listFirstData } from '../../lib/page-start.ts';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { useSession } from '../../lib/session.ts';
import { adminAuditorsQuery, useAdminAuditors } from './api/get-admin-auditors.ts';
import type { EditedAuditor } from './auditor-edit-dialog.tsx';
import { AUDITOR_FILTER_FIELDS, auditorList, toAuditorListQuery } from './auditors-query.ts';
import { AuditorsTable } from './auditors-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { Deferred } from '../../components/deferred.tsx';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { PageHeader } from '../../components/page-header.tsx';

const loadDialogs = () => import('./auditors-dialogs.ts');
const AuditorEditDialog = lazy(async () => ({ default: (await loadDialogs()).AuditorEditDialog }));
const AuditorWizardDialog = lazy(async () => ({ default: (await loadDialogs()).AuditorWizardDialog }));

addDatesStyles();

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(auditorList, toAuditorListQuery, adminAuditorsQuery);

/**
 * 'Tanúsítók kezelése' (/auditors, docs/roles/portal-admin.md, 'Auditors'): the list, the create wizard and
 * the edit form.
 */
export function AuditorsPage() {
  const { data: me } = useSession();
  // /auditors/{id} is the portal admin's (docs/roles/portal-admin.md, 'Auditor detail').
  const canOpenDetail = me?.role === 'portal_admin';
  const listState = useListState(auditorList);
  const { state } = listState;
  const auditors = useAdminAuditors(toAuditorListQuery(state));
  const [isCreating, setCreating] = useState(false);
  const [edited, setEdited] = useState<EditedAuditor | null>(null);

  useListPage(listState, auditors.data?.total);
  const rememberFocus = useReturnFocus(edited);

  const edit = (row: AdminAuditorRow) => {
    rememberFocus();
    setEdited({ id: row.id, name: row.name });
  };

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.auditors}>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Új tanúsító
        </Button>
      </PageHeader>
      <QueryStates
        query={auditors}
        loadingLabel="Tanúsítók betöltése..."
        errorTitle={MESSAGES.auditors.loadError}
        header={
          <FilterBar
            fields={AUDITOR_FILTER_FIELDS}
            {...listState.bar}
            clearPlacement={{ span: { base: 24, lg: 8 } }}
          />
        }
      >
        {(page) => (
          <>
            <ListSection
              titleId="auditor-table-title"
              title="Tanúsítók"
              refreshing={auditors.isFetching}
              status={`${formatNumber(page.total)} találat`}
              pos="relative"
              pager={pagerOf(listState, page.total)}
            >
              {page.items.length === 0 ? (
                <ListEmpty
                  icon={IconUserSearch}
                  message={MESSAGES.auditors.empty}
                  onClear={listState.isFiltered ? listState.clear : undefined}
                />
              ) : (
                <AuditorsTable
                  rows={page.items}
                  state={state}
                  canOpenDetail={canOpenDetail}
                  onSort={listState.toggleSort}
                  onEdit={edit}
                />
              )}
            </ListSection>
          </>
        )}
      </QueryStates>
      <Deferred opened={isCreating}>
        <AuditorWizardDialog opened={isCreating} onClose={() => setCreating(false)} />
      </Deferred>
      <Deferred opened={edited !== null}>
        <AuditorEditDialog auditor={edited} opened={edited !== null} onClose={() => setEdited(null)} />
      </Deferred>
    </Stack>
  );
}
