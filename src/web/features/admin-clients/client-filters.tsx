import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch, IconTicket } from '@tabler/icons-react';
import { LIMITS } from '../../../domain/constants.ts';
import { CLIENT_STATUS_FILTER_LABELS } from '../../../domain/admin.ts';
import { DateFilterInput } from '../../components/date-filter-input.tsx';
import { readEnum } from '../../lib/list-state.ts';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';
import {
  activePeriod,
  CLIENT_STATUS_FILTERS,
  hasClientFilters,
  PERIOD_PRESETS,
  periodRange,
  type AdminClientListState,
  type ClientFilterChange,
} from './clients-query.ts';

const STATUS_OPTIONS = CLIENT_STATUS_FILTERS.map((value) => ({
  value,
  label: CLIENT_STATUS_FILTER_LABELS[value],
}));

/**
 * docs/roles/portal-admin.md, 'Filters': free text, status, coupon code, the registration period (presets
 * and a date range) and clearing them; two compact rows that wrap on a narrow screen.
 */
export function ClientFilters({
  state,
  onChange,
  onClear,
  now = () => new Date(),
}: {
  state: AdminClientListState;
  onChange: (change: ClientFilterChange) => void;
  onClear: () => void;
  /** The clock the presets count from (tests set it). */
  now?: () => Date;
}) {
  const search = useDebouncedText(state.search, (text) => onChange({ search: text }));
  const coupon = useDebouncedText(state.couponCode, (text) => onChange({ couponCode: text }));
  const isClear = !hasClientFilters(state) && search.text.trim() === '' && coupon.text.trim() === '';
  const period = activePeriod(state, now());
  return (
    <Paper withBorder px="md" py="sm" component="section" role="search" aria-label="Szűrők">
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            size="xs"
            label="Keresés"
            placeholder="Név, azonosító, email, telefon, cím, tanúsító"
            leftSection={<IconSearch size={14} aria-hidden />}
            type="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
            style={{ flex: '3 1 260px' }}
          />
          <NativeSelect
            size="xs"
            label="Állapot"
            data={STATUS_OPTIONS}
            value={state.status}
            onChange={(event) =>
              onChange({ status: readEnum(CLIENT_STATUS_FILTERS, event.currentTarget.value, 'all') })
            }
            style={{ flex: '2 1 220px' }}
          />
          <TextInput
            size="xs"
            label="Kuponkód"
            placeholder="KH…"
            leftSection={<IconTicket size={14} aria-hidden />}
            maxLength={LIMITS.couponMax}
            value={coupon.text}
            onChange={(event) => coupon.change(event.currentTarget.value.toUpperCase().replace(/\s/g, ''))}
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <div style={{ flex: '0 1 auto' }}>
            <Text component="span" id="client-period-label" fz="xs" fw={500} display="block" mb={4}>
              Regisztráció időszaka
            </Text>
            <Group gap={6} role="group" aria-labelledby="client-period-label" wrap="wrap">
              {PERIOD_PRESETS.map((preset) => (
                <Button
                  key={preset.value}
                  size="xs"
                  variant={period === preset.value ? 'filled' : 'default'}
                  aria-pressed={period === preset.value}
                  onClick={() =>
                    // Pressed again, the preset lets go of the period.
                    onChange(
                      period === preset.value
                        ? { dateFrom: '', dateTo: '' }
                        : periodRange(preset.value, now()),
                    )
                  }
                >
                  {preset.label}
                </Button>
              ))}
            </Group>
          </div>
          <div style={{ flex: '1 1 150px', maxWidth: 200 }}>
            <DateFilterInput
              size="xs"
              label="Regisztráció ettől"
              clearLabel="Kezdő dátum törlése"
              value={state.dateFrom}
              maxDate={state.dateTo}
              onChange={(dateFrom) => onChange({ dateFrom })}
            />
          </div>
          <div style={{ flex: '1 1 150px', maxWidth: 200 }}>
            <DateFilterInput
              size="xs"
              label="Regisztráció eddig"
              clearLabel="Záró dátum törlése"
              value={state.dateTo}
              minDate={state.dateFrom}
              onChange={(dateTo) => onChange({ dateTo })}
            />
          </div>
          <Button
            size="xs"
            variant="outline"
            ml="auto"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            disabled={isClear}
            onClick={() => {
              search.reset();
              coupon.reset();
              onClear();
            }}
          >
            Szűrők törlése
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
