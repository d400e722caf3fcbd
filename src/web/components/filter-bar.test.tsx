import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceField, dayField, directionField, pagingFields, textField } from '../../domain/list-query.ts';
import { defineList, type SortDirection } from '../lib/list-state.ts';
import { TEXT_FILTER_DEBOUNCE_MS } from '../lib/use-debounced-text.ts';
import { useListState } from '../lib/use-list-state.ts';
import { renderInRouter, renderWithProviders } from '../test/render.tsx';
import { FilterBar } from './filter-bar.tsx';
import { type FilterField } from './filter-fields.ts';
import { DateFilterInput } from './date-filter-input.tsx';

type State = {
  search: string;
  status: 'all' | 'open' | 'closed';
  dateFrom: string;
  dateTo: string;
  sort: 'name' | 'createdAt';
  direction: SortDirection;
  page: number;
  pageSize: number;
};

const list = defineList<State>({
  fields: {
    search: textField(),
    status: choiceField(['all', 'open', 'closed'], 'all'),
    dateFrom: dayField(),
    dateTo: dayField(),
    sort: choiceField(['name', 'createdAt'], 'createdAt'),
    direction: directionField('desc'),
    ...pagingFields(),
  },
  defaults: {
    search: '',
    status: 'all',
    dateFrom: '',
    dateTo: '',
    sort: 'createdAt',
    direction: 'desc',
    page: 1,
    pageSize: 25,
  },
  filters: ['search', 'status', 'dateFrom', 'dateTo'],
});

const FIELDS: FilterField<State>[] = [
  { kind: 'search', key: 'search', label: 'Keresés', placeholder: 'Név vagy email' },
  {
    kind: 'select',
    key: 'status',
    label: 'Állapot',
    options: [
      { value: 'all', label: 'Összes' },
      { value: 'open', label: 'Nyitott' },
      { value: 'closed', label: 'Lezárt' },
    ],
  },
  {
    kind: 'chips',
    id: 'period-label',
    label: 'Időszak',
    options: [{ value: 'june', label: 'Június' }],
    pressed: null,
    press: () => ({ dateFrom: '2027-06-01', dateTo: '2027-06-30' }),
  },
  {
    kind: 'dateRange',
    from: 'dateFrom',
    to: 'dateTo',
    fromLabel: 'Ettől',
    toLabel: 'Eddig',
    input: DateFilterInput,
  },
];

function Screen() {
  const listState = useListState(list);
  return (
    <>
      <FilterBar
        fields={FIELDS}
        state={listState.state}
        onChange={listState.filter}
        onClear={listState.clear}
        isFiltered={listState.isFiltered}
      />
      <button type="button" onClick={() => listState.toggleSort('name')}>
        Név szerint
      </button>
      <output data-testid="location">{useLocation().search}</output>
    </>
  );
}

function renderScreen(address: string) {
  renderInRouter(<Screen />, address);
  return () => screen.getByTestId('location').textContent;
}

afterEach(() => vi.useRealTimers());

describe('the filter bar on the list kit', () => {
  it('renders each described filter by its label inside the search landmark', () => {
    renderScreen('/list');
    const bar = screen.getByRole('search', { name: 'Szűrők' });
    expect(within(bar).getByRole('searchbox', { name: 'Keresés' })).toHaveAttribute(
      'placeholder',
      'Név vagy email',
    );
    expect(within(bar).getByRole('combobox', { name: 'Állapot' })).toHaveValue('all');
    const period = within(bar).getByRole('group', { name: 'Időszak' });
    expect(within(period).getByRole('button', { name: 'Június' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar).getByRole('textbox', { name: 'Ettől' })).toBeInTheDocument();
    expect(within(bar).getByRole('textbox', { name: 'Eddig' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Szűrők törlése' })).toBeDisabled();
  });

  it('sends the search after the pause, and a filter change goes back to page 1', () => {
    // (fireEvent, not userEvent: its asynchronous steps wait on the timers this test holds still).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const location = renderScreen('/list?page=3&sort=name');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keresés' }), { target: { value: ' Kov ' } });
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS - 100));
    expect(location()).toBe('?page=3&sort=name');
    // Typed but not yet sent is already something to clear.
    expect(screen.getByRole('button', { name: 'Szűrők törlése' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(100));
    expect(location()).toBe('?search=Kov&sort=name');

    fireEvent.change(screen.getByRole('combobox', { name: 'Állapot' }), { target: { value: 'closed' } });
    expect(location()).toBe('?search=Kov&status=closed&sort=name');
  });

  it('keeps what was typed after a search was sent, when the list’s state catches up late', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent: Partial<State>[] = [];
    let arriving = '';
    /** The list's state, which takes up a sent search only when the test says. */
    function LateState() {
      const [search, setSearch] = useState('');
      return (
        <>
          <FilterBar
            fields={FIELDS.slice(0, 1)}
            state={{ ...list.defaults(), search }}
            onChange={(change) => sent.push(change)}
            onClear={() => {}}
            isFiltered={search !== ''}
          />
          <button type="button" onClick={() => setSearch(arriving)}>
            Állapot érkezik
          </button>
        </>
      );
    }
    const arrive = (search: string) => {
      arriving = search;
      fireEvent.click(screen.getByRole('button', { name: 'Állapot érkezik' }));
    };
    renderWithProviders(<LateState />);
    const box = screen.getByRole('searchbox', { name: 'Keresés' });
    fireEvent.change(box, { target: { value: 'Nag' } });
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    expect(sent).toEqual([{ search: 'Nag' }]);
    // The person types on before the list's state has taken up 'Nag'; then it arrives.
    fireEvent.change(box, { target: { value: 'Nagy' } });
    arrive('Nag');
    expect(box).toHaveValue('Nagy');
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    expect(sent).toEqual([{ search: 'Nag' }, { search: 'Nagy' }]);
    arrive('Nagy');
    // A change that did not come from the box (the back button) still shows in it, also back to 'Nagy'.
    arrive('Kiss');
    expect(box).toHaveValue('Kiss');
    arrive('Nagy');
    expect(box).toHaveValue('Nagy');
  });

  it('clears the filters and the box but keeps the sort; a pending search is dropped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const location = renderScreen('/list?status=open&sort=name&page=2');
    const box = screen.getByRole('searchbox', { name: 'Keresés' });
    fireEvent.change(box, { target: { value: 'Nagy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS * 2));
    expect(location()).toBe('?sort=name');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Szűrők törlése' })).toBeDisabled();
  });

  it('places each bound of a date range in a column of its own, as the list describes one field', () => {
    renderScreen('/list');
    const columnOf = (name: string) => screen.getByRole('textbox', { name }).closest('.mantine-Grid-col');
    expect(columnOf('Ettől')).not.toBeNull();
    expect(columnOf('Ettől')).not.toBe(columnOf('Eddig'));
  });

  it('applies a quick range, and the sort reverses on a second click', async () => {
    const location = renderScreen('/list?search=Kiss');
    expect(screen.getByRole('searchbox', { name: 'Keresés' })).toHaveValue('Kiss');
    await userEvent.click(screen.getByRole('button', { name: 'Június' }));
    expect(location()).toBe('?search=Kiss&dateFrom=2027-06-01&dateTo=2027-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Név szerint' }));
    expect(location()).toContain('sort=name&direction=asc');
    await userEvent.click(screen.getByRole('button', { name: 'Név szerint' }));
    expect(location()).toContain('sort=name');
    expect(location()).not.toContain('direction');
  });
});
