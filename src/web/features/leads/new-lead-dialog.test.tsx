import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_MESSAGES } from '../../../domain/leads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { NewLeadDialog } from './new-lead-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const LEAD_ID = 'a0000000-0000-4000-8000-000000000001';

function renderDialog(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers);
  const onCreated = vi.fn();
  renderWithProviders(<NewLeadDialog opened onClose={vi.fn()} onCreated={onCreated} />);
  return { calls, onCreated };
}

async function fill(dialog: HTMLElement, email: string) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('textbox', { name: /Név/ }), 'Horváth Judit');
  await user.type(within(dialog).getByRole('textbox', { name: /E-mail cím/ }), email);
  await user.type(within(dialog).getByRole('textbox', { name: /Telefonszám/ }), '+36 30 411 2201');
  await user.type(within(dialog).getByRole('textbox', { name: /^Cím/ }), '1052 Budapest, Váci utca 14');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Forrás/ }), 'branch');
  return user;
}

describe('the new lead form', () => {
  it('names every missing field in Hungarian and sends nothing', async () => {
    const { calls } = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'Új lead' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Lead mentése' }));
    for (const message of [
      LEAD_MESSAGES.nameRequired,
      MESSAGES.email.required,
      MESSAGES.phone.required,
      LEAD_MESSAGES.addressRequired,
      LEAD_MESSAGES.sourceRequired,
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the lead and reports the new id; a taken e-mail shows the server’s message', async () => {
    let taken = false;
    const { calls, onCreated } = renderDialog({
      'POST /api/leads': () =>
        taken
          ? { status: 409, body: { error: { code: 'lead_email_taken', message: LEAD_MESSAGES.emailTaken } } }
          : { status: 201, body: { id: LEAD_ID, name: 'Horváth Judit' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Új lead' });
    const user = await fill(dialog, 'Horvath.Judit@Example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Lead mentése' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(LEAD_ID));
    expect(calls[0]?.body).toEqual({
      name: 'Horváth Judit',
      email: 'horvath.judit@example.hu',
      phone: '+36 30 411 2201',
      address: '1052 Budapest, Váci utca 14',
      source: 'branch',
    });

    taken = true;
    await fill(dialog, 'masik@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Lead mentése' }));
    expect(await within(dialog).findByText(LEAD_MESSAGES.emailTaken)).toBeInTheDocument();
  });
});
