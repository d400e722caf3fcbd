import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  greatCircleKm,
  isPostcode,
  joinAddress,
  parsePostcodeCsv,
  postcodeOf,
  sameSettlementName,
  settlementNamed,
  splitAddress,
} from './postcodes.ts';

const index = parsePostcodeCsv(
  readFileSync(new URL('../../assets/hu-postcodes.csv', import.meta.url), 'utf8'),
);

describe('postcode list', () => {
  it('holds every Hungarian postcode of the shipped file', () => {
    expect(index.size).toBe(3046);
  });

  it.each([
    ['1061', 'Budapest', 'Budapest'],
    ['4025', 'Debrecen', 'Hajdú-Bihar'],
    ['6720', 'Szeged', 'Csongrád-Csanád'],
    ['9021', 'Győr', 'Győr-Moson-Sopron'],
    ['7621', 'Pécs', 'Baranya'],
    ['2092', 'Budakeszi', 'Pest'],
  ])('finds %s %s in %s', (postcode, settlement, county) => {
    expect(index.lookup(postcode).map((e) => e.settlement)).toEqual([settlement]);
    expect(index.county(postcode)).toBe(county);
  });

  it('offers every settlement of a shared postcode', () => {
    const shared = index.lookup('7838');
    expect(shared).toHaveLength(8);
    expect(new Set(shared.map((e) => e.county)).size).toBe(1);
  });

  it('answers an unknown postcode with no settlement and an unknown county', () => {
    expect(index.lookup('0000')).toEqual([]);
    expect(index.county('0000')).toBe('Ismeretlen');
    expect(index.distanceKm('0000', '1061')).toBeNull();
  });

  it('refuses a malformed file', () => {
    expect(() => parsePostcodeCsv('a,b\n')).toThrow();
    expect(() => parsePostcodeCsv('postcode,settlement,county,lat,lon\n12,X,Budapest,47,19\n')).toThrow(
      /row 2/,
    );
  });
});

describe('distance', () => {
  it('agrees with the spherical law of cosines for Budapest VI to Debrecen', () => {
    const [a, b] = [index.lookup('1061')[0]!, index.lookup('4025')[0]!];
    const rad = Math.PI / 180;
    const reference =
      6371.0088 *
      Math.acos(
        Math.sin(a.lat * rad) * Math.sin(b.lat * rad) +
          Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad),
      );
    expect(index.distanceKm('1061', '4025')).toBeCloseTo(reference, 3);
    expect(reference).toBeGreaterThan(190);
    expect(reference).toBeLessThan(195);
  });

  it('is 0 within one settlement and symmetric', () => {
    expect(index.distanceKm('4025', '4026')).toBe(0);
    expect(index.distanceKm('9021', '7621')).toBeCloseTo(index.distanceKm('7621', '9021') ?? -1, 9);
  });

  it('gives the known arc lengths on the mean Earth sphere', () => {
    // One degree along the equator is 2πR/360 = 111.195 km; a quarter meridian is πR/2 = 10 007.54 km.
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 3);
    expect(greatCircleKm({ lat: 0, lon: 19 }, { lat: 90, lon: 19 })).toBeCloseTo(10007.54, 1);
  });
});

describe('stored address', () => {
  it('joins and splits back the stored format', () => {
    const parts = { postcode: '1061', city: 'Budapest', street: 'Andrássy út', houseNumber: '12/B' };
    const joined = joinAddress(parts);
    expect(joined).toBe('1061 Budapest, Andrássy út 12/B');
    expect(splitAddress(joined)).toEqual(parts);
  });

  it('reads the postcode an address starts with, as the assignment takes an auditor’s company postcode', () => {
    expect(postcodeOf(' 1061 Budapest, Andrássy út 12/B')).toBe('1061');
    expect(postcodeOf('Budapest 1061, Andrássy út 12/B')).toBeUndefined();
    expect(postcodeOf('10612 Budapest')).toBeUndefined();
    expect(postcodeOf(null)).toBeUndefined();
    expect(isPostcode('1061')).toBe(true);
    expect(isPostcode('106')).toBe(false);
    expect(isPostcode(' 1061')).toBe(false);
  });

  it('keeps an address it cannot split as the street', () => {
    expect(splitAddress('valahol')).toEqual({ postcode: '', city: '', street: 'valahol', houseNumber: '' });
  });
});

describe('a settlement by its name', () => {
  it('is the same settlement whatever the letter case and the spaces around it', () => {
    expect(sameSettlementName(' szeged ', 'Szeged')).toBe(true);
    expect(sameSettlementName('ÖTTÖMÖS', 'Öttömös')).toBe(true);
    expect(sameSettlementName('Szeged', 'Szegvár')).toBe(false);
  });

  it('finds a city among the settlements of its postcode, spelt as the list spells it', () => {
    const settlements = index.lookup('2066');
    expect(settlements.length).toBeGreaterThan(1);
    const [first] = settlements;
    expect(settlementNamed(settlements, ` ${first!.settlement.toLocaleUpperCase('hu')} `)).toEqual(first);
    expect(settlementNamed(settlements, 'Debrecen')).toBeUndefined();
  });
});
