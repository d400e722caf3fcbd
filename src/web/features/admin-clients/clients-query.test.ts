import { describe, expect, it } from 'vitest';
import { apiPaths, withQuery } from '../../lib/paths.ts';
import {
  activePeriod,
  adminClientList,
  periodRange,
  DEFAULT_CLIENT_LIST_STATE,
  toClientFilterQuery,
  toClientListQuery,
} from './clients-query.ts';

const {
  clear: clearClientFilters,
  parse: parseClientListState,
  toggleSort: toggleClientSort,
  withFilters: withClientFilters,
  write: clientListSearchParams,
} = adminClientList;

const state = (search: string) => parseClientListState(new URLSearchParams(search));

describe('the admin client list state', () => {
  it('starts at the newest registration, 25 a page, with an address bar that says nothing', () => {
    expect(state('')).toEqual(DEFAULT_CLIENT_LIST_STATE);
    expect(clientListSearchParams(DEFAULT_CLIENT_LIST_STATE).toString()).toBe('');
    expect(withQuery(apiPaths.adminClients(), toClientListQuery(DEFAULT_CLIENT_LIST_STATE))).toBe(
      '/api/admin/clients?status=all&sort=registrationDate&direction=desc&page=1&pageSize=25',
    );
  });

  it('maps every filter to the query the API reads, and back from the address bar', () => {
    const filtered = withClientFilters(state('page=3'), {
      search: '  Nagy Eszter ',
      status: 'new',
      dateFrom: '2027-06-01',
      dateTo: '2027-06-30',
      couponCode: 'KH2092',
    });
    expect(filtered.page).toBe(1);
    const address = clientListSearchParams(filtered).toString();
    expect(address).toBe(
      'search=Nagy+Eszter&status=new&dateFrom=2027-06-01&dateTo=2027-06-30&couponCode=KH2092',
    );
    expect(state(address)).toEqual({ ...filtered, search: 'Nagy Eszter' });
    expect(withQuery(apiPaths.adminClients(), toClientListQuery(filtered))).toBe(
      '/api/admin/clients?search=Nagy+Eszter&status=new&dateFrom=2027-06-01&dateTo=2027-06-30' +
        '&couponCode=KH2092&sort=registrationDate&direction=desc&page=1&pageSize=25',
    );
    // The filtered export sends the same filters and sort, without the page.
    expect(toClientFilterQuery(filtered)).toEqual({
      search: 'Nagy Eszter',
      status: 'new',
      dateFrom: '2027-06-01',
      dateTo: '2027-06-30',
      couponCode: 'KH2092',
      sort: 'registrationDate',
      direction: 'desc',
    });
  });

  it('replaces unknown or malformed values with the defaults', () => {
    expect(
      state('status=lost&sort=password&direction=up&page=0&pageSize=7&dateFrom=2027-6-1&couponCode=kh2092'),
    ).toEqual({ ...DEFAULT_CLIENT_LIST_STATE, couponCode: 'KH2092' });
  });

  it('sorts dates newest first and names from A on the first click, and reverses on the second', () => {
    const byName = toggleClientSort(state('page=2'), 'name');
    expect(byName).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(toggleClientSort(byName, 'name')).toMatchObject({ sort: 'name', direction: 'desc' });
    expect(toggleClientSort(byName, 'orderDate')).toMatchObject({ sort: 'orderDate', direction: 'desc' });
    expect(
      clientListSearchParams(toggleClientSort(DEFAULT_CLIENT_LIST_STATE, 'registrationDate')).toString(),
    ).toBe('direction=asc');
  });

  it('clears the filters but keeps the sort and page size', () => {
    const cleared = clearClientFilters(
      state('search=x&status=new&couponCode=KH1&sort=name&pageSize=50&page=4'),
    );
    expect(clientListSearchParams(cleared).toString()).toBe('sort=name&pageSize=50');
  });
});

describe('the period presets', () => {
  // 23:30 in Budapest on 31 March 2027 (CEST): already the next day in UTC terms is not the point; the
  // Budapest calendar day is.
  const lateEvening = new Date('2027-03-31T21:30:00Z');

  it('count whole Budapest days back from today, today included', () => {
    expect(periodRange('today', lateEvening)).toEqual({ dateFrom: '2027-03-31', dateTo: '2027-03-31' });
    expect(periodRange('last7', lateEvening)).toEqual({ dateFrom: '2027-03-25', dateTo: '2027-03-31' });
    expect(periodRange('last30', lateEvening)).toEqual({ dateFrom: '2027-03-02', dateTo: '2027-03-31' });
    // Just after midnight in Budapest (22:30 UTC), 'today' is already the next day.
    expect(periodRange('today', new Date('2027-03-31T22:30:00Z')).dateTo).toBe('2027-04-01');
  });

  it('tell which preset a range is, also when typed by hand', () => {
    expect(activePeriod({ dateFrom: '2027-03-25', dateTo: '2027-03-31' }, lateEvening)).toBe('last7');
    expect(activePeriod({ dateFrom: '2027-03-26', dateTo: '2027-03-31' }, lateEvening)).toBeNull();
    expect(activePeriod({ dateFrom: '', dateTo: '' }, lateEvening)).toBeNull();
  });
});
