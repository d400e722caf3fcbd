import { describe, expect, it } from 'vitest';
import { suggestionReasons, type AuditorSuggestion } from './admin.ts';

const suggestion = (overrides: Partial<AuditorSuggestion> = {}): AuditorSuggestion => ({
  auditorId: 'a',
  name: 'Szabó Péter',
  companyName: null,
  workCapacity: 8,
  activeClients: 7,
  freeCapacity: 1,
  availability: 'busy',
  countyMatch: false,
  distanceKm: 1234.56,
  appointmentsThisWeek: 0,
  ...overrides,
});

describe('the reasons of an auditor suggestion (spec 02 §2.12, §9)', () => {
  it('words the figures the ranking uses, in its order', () => {
    expect(suggestionReasons(suggestion())).toEqual([
      'Elfoglalt: 1 szabad hely a heti 8 helyből, 7 aktív ügyféllel',
      'Nem vállal munkát az ingatlan megyéjében',
      '1235 km a székhelyétől',
      '0 időpont ezen a héten',
    ]);
  });

  it('says when the distance is unknown and when the auditor takes the county', () => {
    const reasons = suggestionReasons(
      suggestion({ distanceKm: null, countyMatch: true, freeCapacity: -2, availability: 'overloaded' }),
    );
    expect(reasons).toContain('Vállalja az ingatlan megyéjét');
    expect(reasons).toContain('A távolság nem ismert (hiányzó irányítószám)');
    expect(reasons[0]).toBe('Túlterhelt: -2 szabad hely a heti 8 helyből, 7 aktív ügyféllel');
  });
});
