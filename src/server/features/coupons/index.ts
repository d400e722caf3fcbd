// The coupons feature's public entry (docs/architecture.md, 'Feature walls').
export { importCouponFile } from './import.ts';
export { couponOrder } from './service.ts';
