import { describe, expect, it } from 'vitest';
import {
  addressesDiffer,
  addressPostcode,
  addressWords,
  certificateOrderSchema,
  couponHoldsPostcode,
  isCouponRedeemable,
} from './coupons.ts';
import { parsePostcodeCsv } from './postcodes.ts';

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

describe('a coupon some client can redeem', () => {
  // A few real postcodes are enough: the rule asks only whether a four-digit number is one.
  const postcodes = parsePostcodeCsv(
    [
      'postcode,settlement,county,lat,lon',
      '1061,Budapest,Budapest,47.50986,19.06258',
      '1065,Budapest,Budapest,47.50986,19.06258',
      '6720,Szeged,Csongrád-Csanád,46.25301,20.14143',
    ].join('\n'),
  );

  it("is one rule with the order's: the code holds the postcode", () => {
    expect(couponHoldsPostcode('KH106501', '1065')).toBe(true);
    expect(couponHoldsPostcode('kh-1065-01', '1065')).toBe(true);
    expect(couponHoldsPostcode('BOCSV001', '1065')).toBe(false);
    expect(couponHoldsPostcode('KH106501', '')).toBe(false);
    const order = {
      couponCode: 'BOCSV001',
      postcode: '1065',
      city: 'Budapest',
      street: 'Nagymező utca',
      houseNumber: '5',
      area: '70',
      addressConfirmed: true,
    };
    expect(certificateOrderSchema.safeParse(order).success).toBe(false);
    expect(isCouponRedeemable('BOCSV001', '1065 Budapest, Nagymező utca 5.', postcodes)).toBe(false);
    expect(certificateOrderSchema.safeParse({ ...order, couponCode: 'KH106501' }).success).toBe(true);
    expect(isCouponRedeemable('KH106501', '1065 Budapest, Nagymező utca 5.', postcodes)).toBe(true);
  });

  it("takes the address's first known postcode, wherever it stands", () => {
    expect(addressPostcode('1065 Budapest, Nagymező utca 5.', postcodes)).toBe('1065');
    expect(addressPostcode('Budapest VI., Nagymező u. 5., 1065', postcodes)).toBe('1065');
    expect(addressPostcode('Budapest, Fő utca 1234.', postcodes)).toBeNull();
    expect(addressPostcode('10650 Budapest', postcodes)).toBeNull();
  });

  it("needs the address's postcode, not another; without an address any known postcode", () => {
    expect(isCouponRedeemable('KH106101', '1065 Budapest', postcodes)).toBe(false);
    expect(isCouponRedeemable('KH672001', null, postcodes)).toBe(true);
    expect(isCouponRedeemable('KH100001', null, postcodes)).toBe(false);
    expect(isCouponRedeemable('KH672001', 'Budapest', postcodes)).toBe(true);
    expect(isCouponRedeemable('ABCDEFGH', null, postcodes)).toBe(false);
  });
});
