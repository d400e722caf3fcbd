import { Button, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch, IconTicket } from '@tabler/icons-react';
import { LIMITS } from '../../../domain/constants.ts';
import { STATUS_LABELS, type PropertyStatus } from '../../../domain/statuses.ts';
import { DateFilterInput } from '../../components/date-filter-input.tsx';
import { readEnum } from '../../lib/list-state.ts';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';
import {
  CLIENT_STATUS_FILTERS,
  hasClientFilters,
  type AdminClientListState,
  type ClientFilterChange,
} from './clients-query.ts';

const GROUP_LABELS = {
  all: 'Összes állapot',
  active: 'Aktív tanúsítások (folyamatban)',
  overdue: 'Késésben (több mint 3 napja vár időpontra)',
  appointment_passed: 'Elmúlt időpont, még nincs tanúsítvány',
  inactive_auditor: 'Inaktív tanúsítónál',
} as const;

const STATUS_OPTIONS = CLIENT_STATUS_FILTERS.map((value) => ({
  value,
  label:
    value in GROUP_LABELS
      ? GROUP_LABELS[value as keyof typeof GROUP_LABELS]
      : STATUS_LABELS[value as PropertyStatus],
}));

/** spec 02 §2.14: free text, status, registration date range, coupon code and clearing them. */
export function ClientFilters({
  state,
  onChange,
  onClear,
}: {
  state: AdminClientListState;
  onChange: (change: ClientFilterChange) => void;
  onClear: () => void;
}) {
  const search = useDebouncedText(state.search, (text) => onChange({ search: text }));
  const coupon = useDebouncedText(state.couponCode, (text) => onChange({ couponCode: text }));
  const isClear = !hasClientFilters(state) && search.text.trim() === '' && coupon.text.trim() === '';
  return (
    <Paper withBorder p="md" component="section" role="search" aria-label="Szűrők">
      <Grid gap="sm" align="flex-end" columns={24}>
        <Grid.Col span={{ base: 24, sm: 12, lg: 10 }}>
          <TextInput
            label="Keresés"
            placeholder="Név, email, telefon, cím"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, lg: 7 }}>
          <NativeSelect
            label="Állapot"
            data={STATUS_OPTIONS}
            value={state.status}
            onChange={(event) =>
              onChange({ status: readEnum(CLIENT_STATUS_FILTERS, event.currentTarget.value, 'all') })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 8, lg: 7 }}>
          <TextInput
            label="Kuponkód"
            placeholder="KH…"
            leftSection={<IconTicket size={16} aria-hidden />}
            maxLength={LIMITS.couponMax}
            value={coupon.text}
            onChange={(event) => coupon.change(event.currentTarget.value.toUpperCase().replace(/\s/g, ''))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 8 }}>
          <DateFilterInput
            label="Regisztráció ettől"
            clearLabel="Kezdő dátum törlése"
            value={state.dateFrom}
            maxDate={state.dateTo}
            onChange={(dateFrom) => onChange({ dateFrom })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 8 }}>
          <DateFilterInput
            label="Regisztráció eddig"
            clearLabel="Záró dátum törlése"
            value={state.dateTo}
            minDate={state.dateFrom}
            onChange={(dateTo) => onChange({ dateTo })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, lg: 8 }}>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={isClear}
            onClick={() => {
              search.reset();
              coupon.reset();
              onClear();
            }}
          >
            Szűrők törlése
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
