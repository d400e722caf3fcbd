import { describe, expect, it } from 'vitest';
import { suggestionDistance, suggestionFacts, type AuditorSuggestion } from './admin.ts';

const suggestion = (overrides: Partial<AuditorSuggestion> = {}): AuditorSuggestion => ({
  auditorId: 'a',
  name: 'Szabó Péter',
  email: 'szabo.peter@example.hu',
  companyName: null,
  settlement: 'Győr',
  workCapacity: 8,
  activeClients: 7,
  freeCapacity: 1,
  availability: 'busy',
  county: 'Pest',
  countyMatch: false,
  distanceKm: 1234.56,
  sameSettlement: false,
  appointmentsThisWeek: 0,
  ...overrides,
});

describe('the facts of an auditor suggestion', () => {
  it('says each figure the ranking uses once, in its order, the county by name', () => {
    expect(suggestionFacts(suggestion())).toEqual([
      '1 / 8 szabad hely hetente',
      'Nem vállalt megye: Pest',
      '1234,6 km',
      '0 időpont a héten',
    ]);
    expect(suggestionFacts(suggestion({ countyMatch: true, county: 'Budapest' }))[1]).toBe(
      'Vállalt megye: Budapest',
    );
  });

  it('says azonos településen instead of 0 km, and when the distance is unknown', () => {
    expect(suggestionDistance({ distanceKm: 0, sameSettlement: true })).toBe('azonos településen');
    expect(suggestionDistance({ distanceKm: null, sameSettlement: false })).toBe('távolság nem ismert');
    expect(suggestionDistance({ distanceKm: 10.06, sameSettlement: false })).toBe('10,1 km');
  });
});
