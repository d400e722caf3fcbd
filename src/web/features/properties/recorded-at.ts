import type { PropertyView } from '../../../domain/property.ts';

/**
 * The date 'Rögzítve' shows: the order once ordered, the registration before. The property row exists from
 * the registration on, often months before the order.
 */
export const recordedAt = (property: Pick<PropertyView, 'createdAt' | 'orderedAt'>): string =>
  property.orderedAt ?? property.createdAt;
