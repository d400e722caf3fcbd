import { describe, expect, it } from 'vitest';
import { choiceField, dayField, directionField, pagingFields, textField } from '../../domain/list-query.ts';
import { defaultsOf, defineList, type SortDirection } from './list-state.ts';

// A list of the usual shape, with a query description as src/domain writes them.
const fields = {
  search: textField(),
  status: choiceField(['all', 'open', 'closed'], 'all'),
  dateFrom: dayField(),
  sort: choiceField(['name', 'createdAt'], 'createdAt'),
  direction: directionField('desc'),
  ...pagingFields(),
};

type State = {
  search: string;
  status: 'all' | 'open' | 'closed';
  dateFrom: string;
  sort: 'name' | 'createdAt';
  direction: SortDirection;
  page: number;
  pageSize: number;
  open: string;
};

const defaults: State = {
  search: '',
  status: 'all',
  dateFrom: '',
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: 25,
  open: '',
};

const list = defineList<State>({
  fields,
  defaults,
  filters: ['search', 'status', 'dateFrom'],
  firstDirection: (column) => (column === 'createdAt' ? 'desc' : 'asc'),
  read: { open: (raw) => (/^\d+$/.test(raw) ? raw : undefined) },
});
const parse = (query: string) => list.parse(new URLSearchParams(query));

describe('a list kit', () => {
  it("starts from its description's own defaults when given none: text and days empty, each choice and number its fallback", () => {
    const { open: _open, ...described } = defaults;
    expect(defaultsOf(fields)).toEqual(described);
    const plain = defineList({ fields, filters: ['status'] });
    expect(plain.parse(new URLSearchParams('status=open&page=2'))).toEqual({
      ...described,
      status: 'open',
      page: 2,
    });
    expect(plain.write(defaultsOf(fields)).toString()).toBe('');
  });

  it('reads a bare address as the defaults and writes the defaults as a bare address', () => {
    expect(parse('')).toEqual(defaults);
    expect(list.write(defaults).toString()).toBe('');
  });

  it('writes only what differs from the defaults, trimmed, and reads it back', () => {
    const state: State = {
      ...defaults,
      search: ' Kovács ',
      status: 'open',
      sort: 'name',
      page: 3,
      open: '7',
    };
    const query = list.write(state).toString();
    expect(query).toBe('search=Kov%C3%A1cs&status=open&sort=name&page=3&open=7');
    expect(parse(query)).toEqual({ ...state, search: 'Kovács' });
  });

  it('replaces each unknown or malformed value by its own default, keeping the good ones', () => {
    expect(
      parse('status=lost&sort=password&direction=up&page=0&pageSize=7&dateFrom=2027-6-1&open=x&search=ok'),
    ).toEqual({ ...defaults, search: 'ok' });
    expect(parse('page=abc&pageSize=101&status=closed')).toEqual({ ...defaults, status: 'closed' });
    // A page size the schema allows but the pager does not offer is not kept either.
    expect(parse('pageSize=30').pageSize).toBe(25);
    expect(parse('pageSize=50').pageSize).toBe(50);
  });

  it('keeps an empty value of an optional field, so a cleared bound stays cleared', () => {
    const moving = defineList<Pick<State, 'status' | 'dateFrom'>>({
      fields,
      defaults: () => ({ status: 'all', dateFrom: '2027-06-01' }),
      filters: ['status', 'dateFrom'],
    });
    expect(moving.parse(new URLSearchParams('dateFrom=')).dateFrom).toBe('');
    expect(moving.write({ status: 'all', dateFrom: '' }).toString()).toBe('dateFrom=');
    // An empty enum is not a value of its own.
    expect(moving.parse(new URLSearchParams('status=')).status).toBe('all');
  });

  it('starts again from the first page when a filter changes, and clears only the filters', () => {
    const onPageFour: State = { ...defaults, page: 4, sort: 'name', pageSize: 50 };
    expect(list.withFilters(onPageFour, { status: 'closed' })).toMatchObject({ status: 'closed', page: 1 });
    const filtered = { ...onPageFour, search: 'x', dateFrom: '2027-06-30', open: '3' };
    expect(list.isFiltered(filtered)).toBe(true);
    expect(list.isFiltered({ ...defaults, search: '   ' })).toBe(false);
    expect(list.clear(filtered)).toEqual({ ...defaults, sort: 'name', pageSize: 50, open: '3' });
  });

  it('sorts a new column in its first direction, reverses the same one, and goes back to page 1', () => {
    const byName = list.toggleSort({ ...defaults, page: 2 }, 'name');
    expect(byName).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(list.toggleSort(byName, 'name')).toMatchObject({ sort: 'name', direction: 'desc' });
    expect(list.toggleSort(byName, 'createdAt')).toMatchObject({ sort: 'createdAt', direction: 'desc' });
    expect(list.write(list.toggleSort(defaults, 'createdAt')).toString()).toBe('direction=asc');
  });

  it("gives the API the schema's fields, trimmed, without empty text, with or without the page", () => {
    const state: State = { ...defaults, search: '  6720 ', status: 'open', page: 2, open: '9' };
    const filters = { search: '6720', status: 'open', sort: 'createdAt', direction: 'desc' };
    expect(list.toQuery(state)).toEqual({ ...filters, page: 2, pageSize: 25 });
    expect(list.toQuery(state, { withPage: false })).toEqual(filters);
  });
});
