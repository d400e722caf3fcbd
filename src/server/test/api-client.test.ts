// The generated client: its types are those the document gives today, and it calls the app through them.
import { describe, expect, it } from 'vitest';
import { apiClient, generateApiTypes } from './api-client.ts';
import { openApiDocument } from './openapi.ts';
import { testAppForFile } from './test-app.ts';

const t = testAppForFile();

describe('the client generated from the OpenAPI document', () => {
  it('has the types of the document as it is (regenerate with -u after changing a route)', async () => {
    const types = await generateApiTypes(await openApiDocument(t.app));
    await expect(types).toMatchFileSnapshot('./api-types.ts');
  });

  it('calls a public route and reads its answer typed', async () => {
    const { data, error, response } = await apiClient(t.app).GET('/api/health');
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    // `data` is typed from the route's zod response schema, through the document.
    const status: 'ok' | 'error' | 'starting' | 'shutting_down' | undefined = data?.status;
    expect(status).toBe('ok');
    expect(data).toEqual({ status: 'ok', database: 'ok' });
  });
});
