import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CertificateShare } from '../../../domain/property.ts';
import { buildPropertyView } from '../../test/property-view.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { ShareDialog } from './share-dialog.tsx';

const share = (id: string, email: string, state: CertificateShare['state']): CertificateShare => ({
  id,
  email,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  revokedAt: state === 'revoked' ? '2026-11-21T10:00:00.000Z' : null,
  state,
});

afterEach(() => vi.unstubAllGlobals());

describe('the share dialog', () => {
  it('lists the shares with their state and revokes an active one after a confirmation', async () => {
    const property = buildPropertyView('document_uploaded', {
      shares: [
        share('00000000-0000-4000-8000-00000000a001', 'bank@example.hu', 'active'),
        share('00000000-0000-4000-8000-00000000a002', 'regi@example.hu', 'expired'),
      ],
    });
    const calls = stubApi({
      [`DELETE /api/properties/${property.id}/certificate/shares/00000000-0000-4000-8000-00000000a001`]:
        () => ({
          body: { message: MESSAGES.share.revoked },
        }),
      [`GET /api/properties/${property.id}`]: () => ({ body: property }),
      'GET /api/client/property': () => ({ body: { property } }),
    });
    renderWithProviders(<ShareDialog property={property} opened onClose={vi.fn()} />);
    const active = screen.getByRole('listitem', { name: 'Megosztás: bank@example.hu' });
    const expired = screen.getByRole('listitem', { name: 'Megosztás: regi@example.hu' });
    expect(within(active).getByText('Aktív')).toBeInTheDocument();
    expect(within(expired).getByText('Lejárt')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Visszavonás' })).not.toBeInTheDocument();

    await userEvent.click(within(active).getByRole('button', { name: 'Visszavonás' }));
    const confirm = within(active).getByRole('button', { name: 'Igen, visszavonom' });
    expect(confirm).toHaveFocus();
    await userEvent.click(within(active).getByRole('button', { name: 'Mégsem' }));
    expect(within(active).getByRole('button', { name: 'Visszavonás' })).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.click(within(active).getByRole('button', { name: 'Visszavonás' }));
    await userEvent.click(within(active).getByRole('button', { name: 'Igen, visszavonom' }));
    expect(await screen.findByText(MESSAGES.share.revoked)).toBeInTheDocument();
    await waitFor(() => expect(calls[0]?.method).toBe('DELETE'));
  });

  it('checks the e-mail address before sending the link', async () => {
    const calls = stubApi({});
    renderWithProviders(
      <ShareDialog property={buildPropertyView('document_uploaded')} opened onClose={vi.fn()} />,
    );
    expect(screen.getByText('Még nem osztotta meg a tanúsítványt.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Címzett email címe/), 'nem-email');
    await userEvent.click(screen.getByRole('button', { name: 'Link küldése' }));
    expect(await screen.findByText(MESSAGES.email.invalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
