// POST /api/api-keys: a new key; the whole key is in this answer only.
import type { ApiKeyCreate, CreatedApiKey } from '../../../../domain/api-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { apiKeysKey } from './get-api-keys.ts';

export const createApiKey = (input: ApiKeyCreate) =>
  apiFetch<CreatedApiKey>(apiPaths.apiKeys(), { method: 'POST', body: input });

export const useCreateApiKey = () => useRefreshingMutation(createApiKey, apiKeysKey(), 'onSuccess');
