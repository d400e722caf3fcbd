import { Button, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AUDITOR_STATUS_FILTER_LABELS, AUDITOR_STATUS_FILTERS } from '../../../domain/auditor-workspace.ts';
import { useTypedDateFilter } from '../../lib/typed-date.ts';
import { hasFilters, type ClientListState } from './clients-query.ts';

/** The search waits this long after the last keystroke, so typing a name is one request, not ten. */
export const SEARCH_DEBOUNCE_MS = 300;

type FilterChange = Partial<Pick<ClientListState, 'search' | 'status' | 'dateFrom' | 'dateTo'>>;

/**
 * docs/roles/auditor.md, 'Filters': free text (client name, e-mail, address), status, the assign-date range
 * and clearing them. The text goes to the address bar after a pause; the address bar holds every filter.
 */
export function ClientFilters({
  state,
  onChange,
  onClear,
}: {
  state: ClientListState;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const [text, setText] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  // The address bar changed without typing (back button, cleared filters): the box follows it.
  if (state.search !== shownSearch) {
    setShownSearch(state.search);
    if (state.search !== text.trim()) setText(state.search);
  }
  const sendSearch = useDebouncedCallback((search: string) => onChange({ search }), SEARCH_DEBOUNCE_MS);
  const dateFrom = useTypedDateFilter({
    value: state.dateFrom,
    maxDate: state.dateTo,
    onChange: (value) => onChange({ dateFrom: value }),
  });
  const dateTo = useTypedDateFilter({
    value: state.dateTo,
    minDate: state.dateFrom,
    onChange: (value) => onChange({ dateTo: value }),
  });

  return (
    <Paper withBorder p="md" component="section" role="search" aria-label="Szűrők">
      <Grid gap="sm" align="flex-end" columns={24}>
        <Grid.Col span={{ base: 24, md: 5 }}>
          <TextInput
            label="Keresés"
            placeholder="Név, email, cím"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maxLength={100}
            value={text}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              sendSearch(value);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, md: 4 }}>
          <NativeSelect
            label="Állapot"
            data={AUDITOR_STATUS_FILTERS.map((value) => ({
              value,
              label: AUDITOR_STATUS_FILTER_LABELS[value],
            }))}
            value={state.status}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const status = AUDITOR_STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
              onChange({ status });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DateInput
            label="Hozzárendelve ettől"
            placeholder="éééé. hh. nn."
            clearable
            clearButtonProps={{ 'aria-label': 'Kezdő dátum törlése' }}
            {...dateFrom}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DateInput
            label="Hozzárendelve eddig"
            placeholder="éééé. hh. nn."
            clearable
            clearButtonProps={{ 'aria-label': 'Záró dátum törlése' }}
            {...dateTo}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, md: 5 }}>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={!hasFilters(state) && text.trim() === ''}
            onClick={() => {
              sendSearch.cancel();
              setText('');
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
