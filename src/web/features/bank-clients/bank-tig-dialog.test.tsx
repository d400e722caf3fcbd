import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankTigSelectionResult } from '../../../domain/bank.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { TigPreview } from '../../../domain/tig.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { buildTigStatement } from '../../test/tig.ts';
import { BankTigDialog } from './bank-tig-dialog.tsx';

const DOC = '00000000-0000-4000-8000-000000000001';
const SELECTION: BankTigSelectionResult = {
  documentIds: [DOC],
  withoutCertificate: [
    { clientId: 'c2', displayId: 'KH-00002', name: 'Tóth Réka', status: 'finding_auditor' },
  ],
  selected: 2,
};
const PREVIEW: TigPreview = {
  feeHuf: 65_000,
  count: 1,
  totalHuf: 65_000,
  items: [
    {
      documentId: DOC,
      propertyId: '00000000-0000-4000-9000-000000000001',
      clientName: 'Őri Ödön',
      address: '1062 Budapest, Bajza utca 1.',
      auditorName: 'Szabó Péter',
      uploadedAt: '2026-11-20T09:00:00.000Z',
      amountHuf: 65_000,
    },
  ],
  excluded: [],
  missing: [],
};
const STATEMENT = buildTigStatement(PREVIEW, { createdByName: 'Nagy Eszter' });

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderWithProviders(<BankTigDialog selection={{ clientIds: ['c1', 'c2'] }} onClose={vi.fn()} />);

describe("the bank's TIG dialog", () => {
  it('warns about the clients without a certificate, lists the rest, generates and shares', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/bank/clients/tig-selection': () => ({ body: SELECTION }),
      'POST /api/tig-statements/preview': () => ({ body: PREVIEW }),
      'POST /api/tig-statements': () => ({ status: 201, body: STATEMENT }),
      [`POST /api/bank/tig-statements/${STATEMENT.id}/share`]: () => ({
        body: {
          email: 'elszamolas@bank.hu',
          message: 'Az elszámolást elküldtük az elszamolas@bank.hu címre.',
        },
      }),
    });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'TIG generálás' });
    expect(
      await within(dialog).findByText(/1 kiválasztott ügyfélnek nincs feltöltött tanúsítványa/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/KH-00002 Tóth Réka – Még nem rendelt/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Az elszámolásba kerülő tanúsítványok' });
    expect(within(table).getByRole('row', { name: /Őri Ödön/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'TIG generálása' }));
    expect(await screen.findByText(/TIG-2026-0007 TIG elszámolás elkészült/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/tig-statements')?.body).toEqual({ documentIds: [DOC] });
    expect(screen.getByRole('button', { name: 'Szövegfájl letöltése' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'PDF letöltése' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Megosztás' }));
    expect(
      await screen.findByText('Az elszámolást elküldtük az elszamolas@bank.hu címre.'),
    ).toBeInTheDocument();
  });

  it('disables TIG generálása when no selected client has a certificate', async () => {
    stubApi({
      'POST /api/bank/clients/tig-selection': () => ({ body: { ...SELECTION, documentIds: [] } }),
    });
    open();
    expect(await screen.findByRole('button', { name: 'TIG generálása' })).toBeDisabled();
    expect(screen.getByText(MESSAGES.tig.noneEligible)).toBeInTheDocument();
  });

  it('shows the refusal in Hungarian when the certificates are already on a statement', async () => {
    const user = userEvent.setup();
    const taken = MESSAGES.tig.alreadyBilled('Őri Ödön (1062 Budapest, Bajza utca 1.) – TIG-2026-0006');
    stubApi({
      'POST /api/bank/clients/tig-selection': () => ({ body: SELECTION }),
      'POST /api/tig-statements/preview': () => ({ body: PREVIEW }),
      'POST /api/tig-statements': () => ({
        status: 409,
        body: { error: { code: 'tig_already_billed', message: taken } },
      }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'TIG generálása' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });
});
