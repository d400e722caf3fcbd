// The coupons feature's public entry (docs/architecture.md, 'Feature walls').
export { importCouponFile } from './import.ts';
export { couponOrder, COUPON_MANAGERS, pushCoupons } from './service.ts';
