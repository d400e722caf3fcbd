import { Button, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { ONBOARDING_LABELS } from '../../../domain/statuses.ts';
import { DateFilterInput } from '../../components/date-filter-input.tsx';
import { readEnum } from '../../lib/list-state.ts';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';
import {
  ACTIVITY_FILTERS,
  COUNTY_FILTERS,
  hasAuditorFilters,
  ONBOARDING_FILTERS,
  type AuditorFilterChange,
  type AuditorListState,
} from './auditors-query.ts';

const ONBOARDING_OPTIONS = ONBOARDING_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Összes' : ONBOARDING_LABELS[value],
}));
const ACTIVITY_LABELS = { all: 'Összes', active: 'Aktív', inactive: 'Inaktív' } as const;
const ACTIVITY_OPTIONS = ACTIVITY_FILTERS.map((value) => ({ value, label: ACTIVITY_LABELS[value] }));
const COUNTY_OPTIONS = COUNTY_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Összes megye' : value,
}));

/**
 * docs/roles/portal-admin.md, 'Auditors': text over name, e-mail and address; onboarding status; activity;
 * county; the registration-date range; clearing them.
 */
export function AuditorFilters({
  state,
  onChange,
  onClear,
}: {
  state: AuditorListState;
  onChange: (change: AuditorFilterChange) => void;
  onClear: () => void;
}) {
  const search = useDebouncedText(state.search, (text) => onChange({ search: text }));
  const isClear = !hasAuditorFilters(state) && search.text.trim() === '';
  return (
    <Paper withBorder p="md" component="section" role="search" aria-label="Szűrők">
      <Grid gap="sm" align="flex-end" columns={24}>
        <Grid.Col span={{ base: 24, sm: 12, lg: 8 }}>
          <TextInput
            label="Keresés"
            placeholder="Név, email, cím"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 5 }}>
          <NativeSelect
            label="Regisztráció állapota"
            data={ONBOARDING_OPTIONS}
            value={state.onboardingStatus}
            onChange={(event) =>
              onChange({ onboardingStatus: readEnum(ONBOARDING_FILTERS, event.currentTarget.value, 'all') })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 5 }}>
          <NativeSelect
            label="Aktivitás"
            data={ACTIVITY_OPTIONS}
            value={state.activity}
            onChange={(event) =>
              onChange({ activity: readEnum(ACTIVITY_FILTERS, event.currentTarget.value, 'all') })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 8, lg: 6 }}>
          <NativeSelect
            label="Megye"
            data={COUNTY_OPTIONS}
            value={state.county}
            onChange={(event) =>
              onChange({ county: readEnum(COUNTY_FILTERS, event.currentTarget.value, 'all') })
            }
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
