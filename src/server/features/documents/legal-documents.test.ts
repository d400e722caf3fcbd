import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile({}, { env: { SUPPORT_PHONE: '+36 1 999 8888' } });

describe('legal documents', () => {
  it.each([
    ['/documents/aszf.pdf', 'Általános szerződési feltételek'],
    ['/documents/adatkezelesi-tajekoztato.pdf', 'Adatkezelési tájékoztató'],
  ])('serves %s as a PDF without signing in, with the configured contacts', async (url, title) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
    const { pages, info } = await readPdf(response.rawPayload);
    expect(info.Title).toContain(title);
    expect(info.Tagged).toBe('yes');
    expect(pages[0]!.replace(/\s+/g, ' ').trimStart().startsWith(info.Title!)).toBe(true);
    // On one line: the phone number is never broken.
    expect(pages.join('\n')).toContain('+36 1 999 8888');
  });

  it('answers an unknown document with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/documents/titkos.pdf' });
    expect(response.statusCode).toBe(404);
  });
});
