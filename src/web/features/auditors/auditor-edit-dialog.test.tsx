import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAuditorDetail } from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AuditorEditDialog } from './auditor-edit-dialog.tsx';

const auditor: AdminAuditorDetail = {
  id: 'tanusito-1',
  displayId: 'TAN-000001',
  name: 'Lakatos Nóra',
  firstName: 'Nóra',
  lastName: 'Lakatos',
  email: 'nora.lakatos@example.hu',
  phone: '+36 20 123 4567',
  postcode: '9021',
  city: 'Győr',
  street: 'Baross Gábor út',
  houseNumber: '3',
  companyName: null,
  companyAddress: null,
  companyTaxNumber: null,
  totalClients: 0,
  activeClients: 0,
  workCapacity: 6,
  acceptedCounties: ['Győr-Moson-Sopron'],
  certifications: ['TÉ'],
  specialisations: [],
  experience: null,
  certificationId: 'TÉ-08-12345',
  notes: null,
  isActive: true,
  onboardingStatus: 'accepted',
  registrationDate: '2026-03-02T09:00:00.000Z',
  averageRating: null,
  ratingCount: 0,
  termsAcceptedAt: null,
};

function renderDialog(save: Parameters<typeof stubApi>[0][string]) {
  const calls = stubApi({
    'GET /api/admin/auditors/tanusito-1': () => ({ body: auditor }),
    'GET /api/postcodes/9021': () => ({
      body: { postcode: '9021', county: 'Győr-Moson-Sopron', settlements: ['Győr'] },
    }),
    'PUT /api/admin/auditors/tanusito-1': save,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <AuditorEditDialog auditor={{ id: auditor.id, name: auditor.name }} opened onClose={onClose} />,
  );
  return { calls, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('the auditor edit dialog', () => {
  it('says a taken e-mail address at the e-mail field, not in a general alert, and keeps the dialog open', async () => {
    const { calls, onClose } = renderDialog(() => ({
      status: 409,
      body: { error: { code: 'email_already_exists', message: MESSAGES.auth.emailAlreadyExists } },
    }));
    const form = await screen.findByRole('form', { name: 'Tanúsító adatai' });
    const email = within(form).getByLabelText(/^Email cím/);
    await userEvent.clear(email);
    await userEvent.type(email, 'foglalt@example.hu');
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.auth.emailAlreadyExists));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ email: 'foglalt@example.hu' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still says a refusal that names no field in an alert', async () => {
    renderDialog(() => ({
      status: 500,
      body: { error: { code: 'internal', message: 'Váratlan hiba történt' } },
    }));
    const form = await screen.findByRole('form', { name: 'Tanúsító adatai' });
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('A mentés nem sikerült');
    expect(alert).toHaveTextContent('Váratlan hiba történt');
  });

  it('keeps a typed 25 in the weekly capacity and says the range', async () => {
    const { calls } = renderDialog(() => ({ body: { auditor, message: MESSAGES.auditors.saved } }));
    const form = await screen.findByRole('form', { name: 'Tanúsító adatai' });
    const capacity = within(form).getByLabelText(/^Heti kapacitás/);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '25');
    expect(capacity).toHaveValue('25');
    await vi.waitFor(() => expect(within(form).getByText(MESSAGES.auditor.capacity)).toBeInTheDocument());
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
