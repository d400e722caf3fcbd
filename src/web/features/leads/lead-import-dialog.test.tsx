import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_IMPORT_OUTCOMES, type LeadImportReport } from '../../../domain/leads.ts';
import { LEAD_LIMITS } from '../../../domain/leads-list.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeUploadServer } from '../../test/upload-server.ts';
import { LeadImportDialog } from './lead-import-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const REPORT: LeadImportReport = {
  fileName: 'leadek.csv',
  total: 1,
  importable: 1,
  imported: 0,
  rejected: 0,
  counts: {
    ...(Object.fromEntries(
      LEAD_IMPORT_OUTCOMES.map((outcome) => [outcome, 0]),
    ) as LeadImportReport['counts']),
    valid: 1,
  },
  rows: [
    {
      line: 2,
      name: 'Horváth Judit',
      email: 'judit@example.hu',
      phone: '+36 30 411 2201',
      address: '1052 Budapest, Váci utca 14',
      source: 'branch',
      outcome: 'valid',
      message: null,
    },
  ],
};

/** Mantine's FileInput is a button; the file goes to the hidden input behind it, as a browser's picker does. */
const fileInputOf = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A file of `bytes` bytes; its content does not matter, only its size reaches the check. */
const fileOf = (bytes: number) => new File([new Uint8Array(bytes)], 'leadek.csv', { type: 'text/csv' });

describe('the lead import dialog', () => {
  it('refuses a file over the limit with the server’s own words and sends nothing', async () => {
    const sent = fakeUploadServer(() => ({ body: REPORT }));
    renderWithProviders(<LeadImportDialog opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Leadek importálása Excel fájlból' });
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInputOf(dialog), fileOf(LEAD_LIMITS.importMaxBytes + 1));

    expect(
      within(dialog).getByText(MESSAGES.file.tableTooLarge(LEAD_LIMITS.importMaxBytes)),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Érvényes sorok importálása' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('checks a file within the limit row by row', async () => {
    const sent = fakeUploadServer(() => ({ body: REPORT }));
    renderWithProviders(<LeadImportDialog opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Leadek importálása Excel fájlból' });
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInputOf(dialog), fileOf(LEAD_LIMITS.importMaxBytes));

    expect(
      await within(dialog).findByText('1 sorból 1 importálható, 0 hibás vagy már létező.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.file.tableTooLarge(LEAD_LIMITS.importMaxBytes))).toBeNull();
    expect(sent.map((upload) => upload.url)).toEqual(['/api/leads/import/preview']);
  });
});
