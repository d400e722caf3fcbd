import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildAuditorClientDetail, buildAuditorClientRow } from '../../test/auditor-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeUploadServer } from '../../test/upload-server.ts';
import { CertificateUploadDialog } from './certificate-upload-dialog.tsx';
import { certificateFileProblem } from './certificate-file.ts';

// The browse dialog filters by type; a person can still pick 'All files', or drop anything.
const user = () => userEvent.setup({ applyAccept: false });

function openDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <CertificateUploadDialog
      client={buildAuditorClientRow('appointment_scheduled')}
      opened
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Tanúsítvány feltöltése' });
  return {
    onClose,
    dialog,
    input: within(dialog).getByLabelText('Tanúsítvány fájl'),
    send: within(dialog).getByRole('button', { name: 'Feltöltés' }),
  };
}

const pdf = (name = 'tanusitvany.pdf', size = 52_429, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('the certificate upload dialog', () => {
  it('keeps the upload button disabled until a file is chosen and shows the 10 MB hint', () => {
    const { dialog, send } = openDialog();
    expect(send).toBeDisabled();
    expect(within(dialog).getByText('PDF vagy kép (JPEG, PNG, GIF), max. 10MB')).toBeInTheDocument();
  });

  it('refuses a file that is neither a PDF nor an image with its alert', async () => {
    const { dialog, input, send } = openDialog();
    await user().upload(input, new File(['MZ'], 'telepito.exe', { type: 'application/x-msdownload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.file.auditorType);
    expect(within(dialog).queryByRole('group', { name: 'Kiválasztott fájl' })).not.toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('shows the chosen PDF with its name and size (KB below 1 MB), and removes it on request', async () => {
    const { dialog, input, send } = openDialog();
    await user().upload(input, pdf());
    const chosen = await within(dialog).findByRole('group', { name: 'Kiválasztott fájl' });
    expect(within(chosen).getByText('tanusitvany.pdf')).toBeInTheDocument();
    expect(within(chosen).getByText('51 KB')).toBeInTheDocument();
    expect(send).toBeEnabled();
    await userEvent.click(within(chosen).getByRole('button', { name: 'Fájl eltávolítása' }));
    expect(within(dialog).queryByRole('group', { name: 'Kiválasztott fájl' })).not.toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it("sends the file in the 'certificate' field and closes on success", async () => {
    const sent = fakeUploadServer(() => ({
      status: 201,
      body: {
        client: buildAuditorClientDetail('document_uploaded'),
        message: MESSAGES.auditorWorkspace.uploadSuccess('Kovács Anna'),
      },
    }));
    const { input, send, onClose } = openDialog();
    await user().upload(input, pdf());
    await userEvent.click(send);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((sent[0]?.form.get('certificate') as File).name).toBe('tanusitvany.pdf');
  });

  it("shows the server's refusal inside the dialog's own sentence", async () => {
    fakeUploadServer(() => ({
      status: 415,
      body: { error: { code: 'unsupported_file_type', message: MESSAGES.file.auditorType } },
    }));
    const { dialog, input, send } = openDialog();
    await user().upload(input, pdf('atnevezett.pdf'));
    await userEvent.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.auditorWorkspace.uploadError(MESSAGES.file.auditorType),
    );
  });
});

describe('the certificate file check', () => {
  it('accepts PDF, JPEG, PNG and GIF, and a PDF whose type the browser does not know', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'])
      expect(certificateFileProblem({ name: 'a', type, size: 10 })).toBeNull();
    expect(certificateFileProblem({ name: 'tanusitvany.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(certificateFileProblem({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe(
      MESSAGES.file.auditorType,
    );
    expect(certificateFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(
      MESSAGES.file.auditorType,
    );
    expect(certificateFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      MESSAGES.file.empty,
    );
    expect(
      certificateFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }),
    ).toBe(MESSAGES.file.tooLarge);
  });
});
