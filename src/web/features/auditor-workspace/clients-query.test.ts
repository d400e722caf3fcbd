import { describe, expect, it } from 'vitest';
import { auditorClientList, DEFAULT_LIST_STATE } from './clients-query.ts';

const {
  clear: clearFilters,
  parse: parseListState,
  toQuery: toApiQuery,
  toggleSort,
  write: toSearchParams,
  withFilters,
} = auditorClientList;

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the client list in the address bar', () => {
  it('reads the defaults from a bare /clients: newest first, 25 a page', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(toSearchParams(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state = {
      ...DEFAULT_LIST_STATE,
      search: ' Kovács ',
      status: 'appointment_scheduled' as const,
      dateFrom: '2027-06-01',
      sort: 'name' as const,
      direction: 'asc' as const,
      page: 3,
      pageSize: 50,
    };
    const query = toSearchParams(state).toString();
    expect(query).toBe(
      'search=Kov%C3%A1cs&status=appointment_scheduled&dateFrom=2027-06-01&sort=name&direction=asc&page=3&pageSize=50',
    );
    expect(parse(query)).toEqual({ ...state, search: 'Kovács' });
  });

  it('replaces unknown or malformed values with the defaults', () => {
    expect(
      parse('status=torolt&sort=jelszo&direction=up&page=-2&pageSize=7&dateFrom=2027-6-1&dateTo=holnap'),
    ).toEqual(DEFAULT_LIST_STATE);
  });

  it('starts again from the first page when a filter changes', () => {
    const onPageFour = { ...DEFAULT_LIST_STATE, page: 4 };
    expect(withFilters(onPageFour, { status: 'document_uploaded' })).toMatchObject({
      status: 'document_uploaded',
      page: 1,
    });
    expect(clearFilters({ ...onPageFour, search: 'x', dateTo: '2027-06-30' })).toEqual(DEFAULT_LIST_STATE);
  });

  it('sorts a new column ascending and reverses the same column on the next click', () => {
    const byName = toggleSort({ ...DEFAULT_LIST_STATE, page: 2 }, 'name');
    expect(byName).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(toggleSort(byName, 'name')).toMatchObject({ sort: 'name', direction: 'desc' });
    expect(toggleSort(toggleSort(byName, 'name'), 'name')).toMatchObject({ sort: 'name', direction: 'asc' });
    expect(toggleSort(DEFAULT_LIST_STATE, 'createdAt')).toMatchObject({ direction: 'asc' });
  });

  it('sends the server the trimmed search and leaves out empty dates', () => {
    expect(toApiQuery({ ...DEFAULT_LIST_STATE, search: '  6720 ' })).toEqual({
      search: '6720',
      status: 'all',
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
  });
});
