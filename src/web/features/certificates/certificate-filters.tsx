import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import {
  BILLING_STATUS_FILTERS,
  BILLING_STATUS_LABELS,
  type BillingStatus,
} from '../../../domain/certificates-list.ts';
import { DateRangeInputs, dateRangeField } from '../../components/date-filter-input.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { readEnum } from '../../lib/list-state.ts';
import type { CertificateListState } from './certificates-query.ts';

export const BILLING_OPTIONS = BILLING_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Összes' : BILLING_STATUS_LABELS[value as BillingStatus],
}));

const FILTER_FIELDS: FilterField<CertificateListState>[] = [
  searchField('Ügyfél, cím, fájlnév, tanúsító', { span: { base: 24, md: 9 } }),
  selectField('billingStatus', 'Számlázási állapot', BILLING_OPTIONS, { span: { base: 24, sm: 8, md: 5 } }),
  dateRangeField('Feltöltve ettől', 'Feltöltve eddig', { span: { base: 12, sm: 8, md: 5 } }),
];

/**
 * docs/roles/admin-light.md, 'Filters and sorting': search, billing status, upload dates, the advanced
 * filters and clearing them.
 */
export function CertificateFilters({
  state,
  onChange,
  onClear,
  isFiltered,
}: {
  state: CertificateListState;
  onChange: (change: Partial<CertificateListState>) => void;
  onClear: () => void;
  isFiltered: boolean;
}) {
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedCount = [state.clientName, state.auditorName].filter((value) => value.trim()).length;
  return (
    <>
      <FilterBar
        fields={FILTER_FIELDS}
        state={state}
        onChange={onChange}
        onClear={onClear}
        isFiltered={isFiltered}
        clearPlacement="footer"
        actions={
          <Button
            variant="default"
            size="xs"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setAdvancedOpen(true)}
          >
            {advancedCount > 0 ? `Részletes szűrés (${advancedCount})` : 'Részletes szűrés'}
          </Button>
        }
      />
      <AdvancedFiltersDialog
        opened={advancedOpen}
        state={state}
        onClose={() => setAdvancedOpen(false)}
        onApply={(change) => {
          setAdvancedOpen(false);
          onChange(change);
        }}
      />
    </>
  );
}

type AdvancedValues = Pick<
  CertificateListState,
  'clientName' | 'auditorName' | 'billingStatus' | 'dateFrom' | 'dateTo'
>;

const EMPTY_ADVANCED: AdvancedValues = {
  clientName: '',
  auditorName: '',
  billingStatus: 'all',
  dateFrom: '',
  dateTo: '',
};

/**
 * The advanced filters ('Részletes szűrés'): client name, auditor name, billing status, date from and to;
 * 'Alaphelyzet' empties the fields, 'Alkalmaz' applies them to the list (nothing changes until then).
 */
export function AdvancedFiltersDialog({
  opened,
  state,
  onClose,
  onApply,
}: {
  opened: boolean;
  state: CertificateListState;
  onClose: () => void;
  onApply: (values: AdvancedValues) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Részletes szűrés" centered size="md">
      {opened && <AdvancedForm initial={state} onApply={onApply} onCancel={onClose} />}
    </Modal>
  );
}

function AdvancedForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: AdvancedValues;
  onApply: (values: AdvancedValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<AdvancedValues>({
    clientName: initial.clientName,
    auditorName: initial.auditorName,
    billingStatus: initial.billingStatus,
    dateFrom: initial.dateFrom,
    dateTo: initial.dateTo,
  });
  const set = (change: Partial<AdvancedValues>) => setValues((current) => ({ ...current, ...change }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...values, clientName: values.clientName.trim(), auditorName: values.auditorName.trim() });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Ügyfél neve"
          maxLength={100}
          value={values.clientName}
          onChange={(event) => set({ clientName: event.currentTarget.value })}
          data-autofocus
        />
        <TextInput
          label="Tanúsító neve"
          maxLength={100}
          value={values.auditorName}
          onChange={(event) => set({ auditorName: event.currentTarget.value })}
        />
        <NativeSelect
          label="Számlázási állapot"
          data={BILLING_OPTIONS}
          value={values.billingStatus}
          onChange={(event) =>
            set({ billingStatus: readEnum(BILLING_STATUS_FILTERS, event.currentTarget.value, 'all') })
          }
        />
        <SimpleGrid cols={2}>
          <DateRangeInputs
            fromLabel="Feltöltve ettől"
            toLabel="Feltöltve eddig"
            from={values.dateFrom}
            to={values.dateTo}
            onFromChange={(dateFrom) => set({ dateFrom })}
            onToChange={(dateTo) => set({ dateTo })}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" onClick={() => setValues(EMPTY_ADVANCED)}>
            Alaphelyzet
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Mégsem
            </Button>
            <Button type="submit">Alkalmaz</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
