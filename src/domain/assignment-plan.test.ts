import { describe, expect, it } from 'vitest';
import {
  compareAuditorFit,
  placementExplanation,
  planAssignments,
  type PlanAuditor,
  type PlanOrder,
} from './assignment-plan.ts';

/** Postcodes on a line: '1000' is 0 km, '1010' 10 km from it, and so on; '9999' is unknown. */
const lineDistance = (from: string, to: string) =>
  from === '9999' || to === '9999' ? null : Math.abs(Number(from) - Number(to));

const auditor = (id: string, over: Partial<PlanAuditor> = {}): PlanAuditor => ({
  id,
  name: id,
  workCapacity: 5,
  activeClients: 0,
  acceptedCounties: ['Pest'],
  companyPostcode: '1000',
  ...over,
});

const order = (id: string, over: Partial<PlanOrder> = {}): PlanOrder => ({
  propertyId: id,
  county: 'Pest',
  postcode: '1000',
  orderedAt: 0,
  ...over,
});

const plan = (orders: PlanOrder[], auditors: PlanAuditor[]) =>
  planAssignments({ orders, auditors, distanceKm: lineDistance });

describe('planAssignments', () => {
  it('never gives an auditor more orders than their free weekly capacity', () => {
    const auditors = [
      auditor('a', { workCapacity: 5, activeClients: 3 }),
      auditor('b', { workCapacity: 3, activeClients: 0 }),
      auditor('c', { workCapacity: 2, activeClients: 4 }),
    ];
    const orders = Array.from({ length: 20 }, (_, i) => order(`p${String(i).padStart(2, '0')}`));
    const result = plan(orders, auditors);
    const count = (id: string) => result.placements.filter((p) => p.auditorId === id).length;
    expect([count('a'), count('b'), count('c')]).toEqual([2, 3, 0]);
    expect(result.unplaced).toHaveLength(15);
    expect(result.unplaced.every((u) => u.reason === 'capacity_exhausted')).toBe(true);
    expect(result.byAuditor.map((a) => [a.auditorId, a.assigned, a.freeBefore, a.freeAfter])).toEqual([
      ['a', 2, 2, 0],
      ['b', 3, 3, 0],
      ['c', 0, -2, -2],
    ]);
  });

  it('places an order only with an auditor who accepts its county, and says when none does', () => {
    const auditors = [
      auditor('near', { acceptedCounties: ['Budapest'], companyPostcode: '1000' }),
      auditor('far', { acceptedCounties: ['Pest', 'Budapest'], companyPostcode: '1090' }),
    ];
    const result = plan(
      [
        order('p1', { county: 'Pest' }),
        order('p2', { county: 'Zala', orderedAt: 1 }),
        order('p3', { county: 'Ismeretlen', orderedAt: 2 }),
      ],
      auditors,
    );
    expect(result.placements.map((p) => [p.propertyId, p.auditorId])).toEqual([['p1', 'far']]);
    expect(result.unplaced).toEqual([
      { propertyId: 'p2', county: 'Zala', reason: 'no_county_auditor' },
      { propertyId: 'p3', county: 'Ismeretlen', reason: 'no_county_auditor' },
    ]);
    expect(result.byCounty).toEqual([
      { county: 'Ismeretlen', placed: 0, unplaced: 1 },
      { county: 'Pest', placed: 1, unplaced: 0 },
      { county: 'Zala', placed: 0, unplaced: 1 },
    ]);
  });

  it('serves the oldest orders first when places run out, whatever order they come in', () => {
    const result = plan(
      [
        order('new', { orderedAt: 3_000 }),
        order('never', { orderedAt: null }),
        order('old', { orderedAt: 1_000 }),
        order('middle', { orderedAt: 2_000 }),
      ],
      [auditor('a', { workCapacity: 2 })],
    );
    expect(result.placements.map((p) => p.propertyId)).toEqual(['old', 'middle']);
    expect(result.unplaced.map((u) => u.propertyId)).toEqual(['new', 'never']);
  });

  it('ranks as the single dialog does: availability band, then distance, then free places, then the name', () => {
    const auditors = [
      auditor('busy-near', { workCapacity: 2, companyPostcode: '1000' }),
      auditor('free-far', { workCapacity: 5, companyPostcode: '1050' }),
    ];
    const first = plan([order('p1')], auditors);
    // Elérhető (3+ free) comes before Elfoglalt, even 50 km further.
    expect(first.placements[0]?.auditorId).toBe('free-far');
    expect(first.placements[0]?.distanceKm).toBe(50);
    const sameBand = plan(
      [order('p1', { postcode: '1020' })],
      [auditor('x', { companyPostcode: '1000' }), auditor('y', { companyPostcode: '1010' })],
    );
    expect(sameBand.placements[0]?.auditorId).toBe('y');
  });

  it('breaks ties the same way every time: equal dates by id, equal auditors by Hungarian name order', () => {
    const auditors = [
      auditor('id-2', { name: 'Őri Pál' }),
      auditor('id-1', { name: 'Olasz Anna' }),
      auditor('id-3', { name: 'Ábel Béla' }),
    ];
    const orders = ['p3', 'p1', 'p2'].map((id) => order(id));
    const once = plan(orders, auditors);
    const again = plan([...orders].reverse(), [...auditors].reverse());
    expect(once.placements).toEqual(again.placements);
    expect(once.placements.map((p) => p.propertyId)).toEqual(['p1', 'p2', 'p3']);
    // Equal in band, county and distance: the one with more free places, then Ábel before Olasz before Őri.
    expect(once.placements.map((p) => p.auditorId)).toEqual(['id-3', 'id-1', 'id-2']);
  });

  it('puts an auditor with an unknown distance after those with a known one', () => {
    const result = plan(
      [order('p1')],
      [
        auditor('unknown', { companyPostcode: null, name: 'A' }),
        auditor('known', { companyPostcode: '1090' }),
      ],
    );
    expect(result.placements[0]?.auditorId).toBe('known');
  });

  it('sums the distances per auditor and leaves the average unknown when no distance is known', () => {
    const result = plan(
      [order('p1', { postcode: '1010' }), order('p2', { postcode: '1030', orderedAt: 1 })],
      [auditor('a', { workCapacity: 9 })],
    );
    expect(result.byAuditor[0]).toMatchObject({ assigned: 2, averageKm: 20, longestKm: 30, freeAfter: 7 });
    const unknown = plan([order('p1', { postcode: '9999' })], [auditor('a')]);
    expect(unknown.byAuditor[0]).toMatchObject({ assigned: 1, averageKm: null, longestKm: null });
  });

  it('plans a campaign of 10 000 orders over 1 000 auditors within every auditor’s capacity', () => {
    const counties = ['Pest', 'Budapest', 'Zala', 'Vas', 'Heves'];
    const auditors = Array.from({ length: 1_000 }, (_, i) =>
      auditor(`a${i}`, {
        acceptedCounties: [counties[i % 5] ?? 'Pest', counties[(i + 1) % 5] ?? 'Pest'],
        companyPostcode: String(1000 + (i % 900)),
        workCapacity: 8,
        activeClients: i % 4,
      }),
    );
    const orders = Array.from({ length: 10_000 }, (_, i) =>
      order(`p${i}`, {
        county: counties[i % 5] ?? 'Pest',
        postcode: String(1000 + ((i * 7) % 900)),
        orderedAt: i,
      }),
    );
    const result = plan(orders, auditors);
    expect(result.placements.length + result.unplaced.length).toBe(10_000);
    const given = new Map<string, number>();
    for (const p of result.placements) given.set(p.auditorId, (given.get(p.auditorId) ?? 0) + 1);
    for (const a of auditors)
      expect(given.get(a.id) ?? 0).toBeLessThanOrEqual(a.workCapacity - a.activeClients);
  });
});

describe('compareAuditorFit', () => {
  it('orders by band, county, distance, free places and name', () => {
    const base = { freeCapacity: 3, countyMatch: true, distanceKm: 10, name: 'B' };
    expect(compareAuditorFit(base, { ...base, freeCapacity: 2 })).toBeLessThan(0);
    expect(compareAuditorFit(base, { ...base, countyMatch: false, distanceKm: 1 })).toBeLessThan(0);
    expect(compareAuditorFit(base, { ...base, distanceKm: null })).toBeLessThan(0);
    expect(compareAuditorFit(base, { ...base, freeCapacity: 4 })).toBeGreaterThan(0);
    expect(compareAuditorFit(base, { ...base, name: 'Á' })).toBeGreaterThan(0);
  });
});

describe('placementExplanation', () => {
  it('says why the auditor was chosen, in Hungarian with hu-HU numbers', () => {
    expect(
      placementExplanation(
        { county: 'Pest', distanceKm: 12.3, freeBefore: 4, workCapacity: 10 },
        'automatic',
      ),
    ).toBe(
      'Automatikus hozzárendelés új megrendeléskor: vállalja a Pest megyét, 12,3 km a székhelytől, 4 szabad hely a heti 10 közül, a rangsor első helyén.',
    );
  });
});
