// POST /api/api-keys/:id/revoke: the key stops working at once.
import type { ApiKey } from '../../../../domain/api-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { apiKeysKey } from './get-api-keys.ts';

export const revokeApiKey = (id: string) => apiFetch<ApiKey>(apiPaths.apiKeyRevoke(id), { method: 'POST' });

/** A refusal (already revoked by a colleague) also means the list is out of date. */
export const useRevokeApiKey = () => useRefreshingMutation(revokeApiKey, apiKeysKey(), 'onSettled');
