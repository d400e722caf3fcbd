import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_PHONE: '+36 1 999 8888' } });
});
afterAll(() => t.close());

describe('legal documents', () => {
  it.each([
    ['/documents/aszf.pdf', 'Altalanos szerzodesi feltetelek'],
    ['/documents/adatkezelesi-tajekoztato.pdf', 'Adatkezelesi tajekoztato'],
  ])('serves %s as a PDF without signing in, with the configured contacts', async (url, asciiTitle) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(asciiTitle);
    expect(text).toContain('+36 1 999 8888');
  });

  it('answers an unknown document with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/documents/titkos.pdf' });
    expect(response.statusCode).toBe(404);
  });
});
