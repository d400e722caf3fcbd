// A change answers with the property as it is now: both screens that show it take the answer at once,
// and are refetched through their own query factories so nothing stale stays behind.
import type { QueryClient } from '@tanstack/react-query';
import type { PropertyView } from '../../../../domain/property.ts';
import { clientDashboardQuery } from './get-client-dashboard.ts';
import { propertyQuery } from './get-property.ts';

export function storeProperty(queryClient: QueryClient, property: PropertyView): Promise<void> {
  queryClient.setQueryData(propertyQuery(property.id).queryKey, property);
  // The dashboard shows the client's one property: an order replaces the 'new' one (or none).
  queryClient.setQueryData(clientDashboardQuery().queryKey, (dashboard) =>
    dashboard && property.isOwner ? { property } : dashboard,
  );
  return refreshProperty(queryClient, property.id);
}

export async function refreshProperty(queryClient: QueryClient, propertyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyQuery(propertyId).queryKey }),
    queryClient.invalidateQueries({ queryKey: clientDashboardQuery().queryKey }),
  ]);
}
