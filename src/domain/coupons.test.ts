import { describe, expect, it } from 'vitest';
import { addressesDiffer, addressWords } from './coupons.ts';

const PROPERTY = '1061 Budapest, Andrássy út 12/B';

describe('coupon address against the order address', () => {
  it('compares words: case, accents, punctuation, spaces and order do not matter', () => {
    expect(addressesDiffer('1061 budapest andrassy UT 12 b', PROPERTY)).toBe(false);
    expect(addressesDiffer('Andrássy út 12/b., 1061  Budapest', PROPERTY)).toBe(false);
    expect(addressesDiffer('1061 Budapest, Andrássy út 12B', PROPERTY)).toBe(false);
  });

  it('tolerates a coupon address that holds only the postcode and city, the city, or the district', () => {
    expect(addressesDiffer('1061 Budapest', PROPERTY)).toBe(false);
    expect(addressesDiffer('Budapest', PROPERTY)).toBe(false);
    expect(addressesDiffer('Budapest VI. ker.', PROPERTY)).toBe(false);
    expect(addressesDiffer('1061 Budapest VI. kerület, Andrássy út 12/B', PROPERTY)).toBe(false);
  });

  it('reads the usual abbreviations as their words', () => {
    expect(addressesDiffer('6720 Szeged, Kárász u. 3.', '6720 Szeged, Kárász utca 3')).toBe(false);
    expect(addressesDiffer('Teréz krt. 5', '1066 Budapest, Teréz körút 5')).toBe(false);
  });

  it('warns when any part of the coupon address is not in the order address', () => {
    expect(addressesDiffer('1061 Budapest, Andrássy út 14', PROPERTY)).toBe(true);
    expect(addressesDiffer('6720 Szeged', PROPERTY)).toBe(true);
    expect(addressesDiffer('1062 Budapest', PROPERTY)).toBe(true);
    expect(addressesDiffer('1061 Budapest, Andrássy utca 12/B', PROPERTY)).toBe(true);
  });

  it('gives no warning without a coupon address', () => {
    expect(addressesDiffer(null, PROPERTY)).toBe(false);
    expect(addressesDiffer(' , . ', PROPERTY)).toBe(false);
    expect([...addressWords('VI. ker., Fő u. 1/a')]).toEqual(['fo', 'utca', '1', 'a']);
  });
});
