// GET /api/api-keys: the keys the asker sees (only their first characters) and the scopes they may give.
import { useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../domain/api-keys.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** The key list: what a new or revoked key makes stale. */
export const apiKeysKey = () => ['api-keys'] as const;

export const apiKeysQuery = getQuery<ApiKeyList>(apiPaths.apiKeys, apiKeysKey);

export const useApiKeys = () => useQuery(apiKeysQuery());
