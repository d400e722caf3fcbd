// A client's coupon order through the real route, as the order form sends it.
import type { FastifyInstance } from 'fastify';

/** The order form's address fields; the coupon's code must hold the postcode (docs/rules/coupons.md, 'Postcode in the code'). */
export interface OrderAddress {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
  area: string;
}

/** Orders the certificate for the signed-in client (`cookie`) with `couponCode`, at a 1061 Budapest address. */
export function orderWithCoupon(
  app: FastifyInstance,
  cookie: string,
  couponCode: string,
  address: Partial<OrderAddress> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/client/order',
    headers: { cookie },
    payload: {
      couponCode,
      postcode: '1061',
      city: 'Budapest',
      street: 'Andrássy út',
      houseNumber: '12',
      area: '70',
      addressConfirmed: true,
      ...address,
    },
  });
}
