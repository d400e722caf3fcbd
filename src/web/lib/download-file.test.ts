import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { downloadErrorMessage, downloadFile, fileNameFromContentDisposition } from './download-file.ts';

describe('the file name of a download', () => {
  it('prefers the UTF-8 filename* over the plain filename', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="tanusitvany.pdf"; filename*=UTF-8''tan%C3%BAs%C3%ADtv%C3%A1ny%20Kov%C3%A1cs.pdf`,
      ),
    ).toBe('tanúsítvány Kovács.pdf');
  });

  it('reads filename* with a language tag and in ISO-8859-1', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=utf-8'hu'%C5%91r.pdf`)).toBe('őr.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=iso-8859-1''%E1rv%ED.pdf`)).toBe('árví.pdf');
  });

  it('reads a quoted or a bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\" c.pdf"')).toBe('a "b" c.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=minta.pdf')).toBe('minta.pdf');
  });

  it('falls back to the plain filename when filename* cannot be decoded', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.pdf"`)).toBe(
      'x.pdf',
    );
  });

  it('drops directories and control characters, and gives nothing for a missing name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\a.pdf"')).toBe('a.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a\u0007b.pdf"')).toBe('ab.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('downloading a file', () => {
  const clicked: { href: string; download: string }[] = [];
  // jsdom has no object URLs.
  const { createObjectURL, revokeObjectURL } = URL;
  let click: MockInstance<() => void>;

  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.unstubAllGlobals();
  });

  const reply = (response: Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );

  it('saves the file under the name the server gives, with the session cookie', async () => {
    reply(
      new Response('%PDF-1.4', {
        status: 200,
        headers: { 'content-disposition': `attachment; filename*=UTF-8''tan%C3%BAs%C3%ADtv%C3%A1ny.pdf` },
      }),
    );
    await expect(downloadFile({ url: '/api/x', fallbackName: 'tartalek.pdf' })).resolves.toBe(
      'tanúsítvány.pdf',
    );
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(clicked).toEqual([{ href: 'blob:x', download: 'tanúsítvány.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the server names no file', async () => {
    reply(new Response('x', { status: 200 }));
    await expect(downloadFile({ url: '/api/x', fallbackName: 'tartalek.pdf' })).resolves.toBe('tartalek.pdf');
  });

  it('shows the server’s Hungarian message of a refusal', async () => {
    reply(
      new Response(JSON.stringify({ error: { code: 'not_ready', message: MESSAGES.download.notUploaded } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(downloadFile({ url: '/api/x', fallbackName: 'a.pdf' })).rejects.toMatchObject({
      status: 404,
      code: 'not_ready',
      message: MESSAGES.download.notUploaded,
    });
    expect(clicked).toEqual([]);
  });

  it.each([
    [401, MESSAGES.download.loginRequired],
    [403, MESSAGES.download.forbidden],
    [404, MESSAGES.download.fileNotFound],
    [409, MESSAGES.download.notReady],
    [500, MESSAGES.download.failed],
    [502, MESSAGES.download.failed],
  ])('says what a %i means when the answer carries no message', async (status, message) => {
    expect(downloadErrorMessage(status)).toBe(message);
    reply(new Response('<html>Bad Gateway</html>', { status, headers: { 'content-type': 'text/html' } }));
    await expect(downloadFile({ url: '/api/x', fallbackName: 'a.pdf' })).rejects.toMatchObject({
      status,
      message,
    });
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(downloadFile({ url: '/api/x', fallbackName: 'a.pdf' })).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('says so when the browser cannot start the download', async () => {
    click.mockImplementation(() => {
      throw new Error('blocked');
    });
    reply(new Response('x', { status: 200 }));
    await expect(downloadFile({ url: '/api/x', fallbackName: 'a.pdf' })).rejects.toMatchObject({
      code: 'download_trigger_failed',
      message: MESSAGES.download.triggerFailed,
    });
  });
});
