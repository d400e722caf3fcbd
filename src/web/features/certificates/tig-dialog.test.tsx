import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHuf } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { TigCertificate, TigPreview } from '../../../domain/tig.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { buildTigStatement } from '../../test/tig.ts';
import { TigDialog } from './tig-dialog.tsx';

const line = (n: number, overrides: Partial<TigCertificate> = {}): TigCertificate => ({
  documentId: `00000000-0000-4000-8000-00000000000${n}`,
  propertyId: `00000000-0000-4000-9000-00000000000${n}`,
  clientName: `Ügyfél ${n}`,
  address: `1062 Budapest, Bajza utca ${n}.`,
  auditorName: 'Szabó Péter',
  uploadedAt: '2026-11-20T09:00:00.000Z',
  amountHuf: 65_000,
  ...overrides,
});

const PREVIEW: TigPreview = {
  feeHuf: 65_000,
  count: 2,
  totalHuf: 130_000,
  items: [line(1, { clientName: 'Őri Ödön' }), line(2)],
  excluded: [
    {
      documentId: '00000000-0000-4000-8000-000000000003',
      clientName: 'Tóth Réka',
      address: '1061 Budapest, Andrássy út 12.',
      reason: 'not_uploaded',
      message: MESSAGES.tig.reasonNotUploaded,
    },
  ],
  missing: [],
};

const STATEMENT = buildTigStatement(PREVIEW);

const SELECTED = [...PREVIEW.items.map((item) => item.documentId), PREVIEW.excluded[0]!.documentId];

afterEach(() => vi.unstubAllGlobals());

function renderDialog(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers);
  const onGenerated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <TigDialog documentIds={SELECTED} opened onClose={onClose} onGenerated={onGenerated} />,
  );
  return { calls, onGenerated, onClose };
}

describe('the TIG dialog', () => {
  it('shows the server’s count and total in forint, the billable certificates and a warning for the rest', async () => {
    const { calls } = renderDialog({ 'POST /api/tig-statements/preview': () => ({ body: PREVIEW }) });

    const dialog = await screen.findByRole('dialog', { name: 'TIG elszámolás generálása' });
    expect(await within(dialog).findByTestId('tig-count')).toHaveTextContent('2 db');
    // hu-HU money: a (no-break) space between the thousands, then Ft.
    expect(within(dialog).getByTestId('tig-total').textContent).toBe(formatHuf(130_000));
    expect(formatHuf(130_000)).toMatch(/^130\s000\sFt$/);
    const table = within(dialog).getByRole('table', { name: 'Az elszámolásba kerülő tanúsítványok' });
    expect(within(table).getByRole('row', { name: /Őri Ödön/ })).toHaveTextContent('2026. 11. 20.');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(dialog).getByText('1 kiválasztott tanúsítvány nem kerül az elszámolásba'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(new RegExp(`Tóth Réka.*${MESSAGES.tig.reasonNotUploaded}`)),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ documentIds: SELECTED });
  });

  it('generates for the billable certificates only, then offers both files', async () => {
    const user = userEvent.setup();
    const { calls, onGenerated } = renderDialog({
      'POST /api/tig-statements/preview': () => ({ body: PREVIEW }),
      'POST /api/tig-statements': () => ({ status: 201, body: STATEMENT }),
    });

    await user.click(await screen.findByRole('button', { name: 'Generálás' }));

    expect(await screen.findByText(/TIG-2026-0007 TIG elszámolás elkészült/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/tig-statements')?.body).toEqual({
      documentIds: PREVIEW.items.map((item) => item.documentId),
    });
    expect(onGenerated).toHaveBeenCalledWith(STATEMENT);
    expect(screen.getByRole('button', { name: 'Szövegfájl letöltése' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'PDF letöltése' })).toBeEnabled();
  });

  it('disables Generálás when nothing qualifies', async () => {
    renderDialog({
      'POST /api/tig-statements/preview': () => ({
        body: { ...PREVIEW, count: 0, totalHuf: 0, items: [] },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Generálás' })).toBeDisabled();
    expect(screen.getByText(MESSAGES.tig.noneEligible)).toBeInTheDocument();
  });

  it('shows the server’s refusal when another admin took a certificate meanwhile, and generates nothing', async () => {
    const user = userEvent.setup();
    const taken = MESSAGES.tig.alreadyBilled('Őri Ödön (1062 Budapest, Bajza utca 1.) – TIG-2026-0006');
    const { onGenerated } = renderDialog({
      'POST /api/tig-statements/preview': () => ({ body: PREVIEW }),
      'POST /api/tig-statements': () => ({
        status: 409,
        body: { error: { code: 'tig_already_billed', message: taken } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Generálás' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(onGenerated).not.toHaveBeenCalled();
  });

  it('offers a retry when the preview fails', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderDialog({
      'POST /api/tig-statements/preview': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 503,
              body: {
                error: { code: 'database_unavailable', message: 'Az adatbázis átmenetileg nem érhető el.' },
              },
            }
          : { body: PREVIEW };
      },
    });
    expect(await screen.findByText(MESSAGES.tig.previewError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByTestId('tig-count')).toHaveTextContent('2 db');
  });
});
