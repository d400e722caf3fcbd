import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REASSIGNMENT_MESSAGES } from '../../../domain/reassignment.ts';
import { buildSuggestion } from '../../test/admin.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { ReassignDialog } from './reassign-dialog.tsx';

const PROPERTY_ID = '00000000-0000-4000-8000-000000000042';
const SUGGESTIONS_PATH = `/api/admin/properties/${PROPERTY_ID}/auditor-suggestions`;
const REASSIGN_PATH = `/api/admin/properties/${PROPERTY_ID}/reassignment`;
const REMOVAL_PATH = `/api/admin/properties/${PROPERTY_ID}/auditor-removal`;
const SUGGESTIONS = [
  // The current auditor ranks first, and is left out of the choice.
  buildSuggestion({ auditorId: 'demo-auditor', name: 'Szabó Péter' }),
  buildSuggestion({ auditorId: 'demo-auditor-6', name: 'Balogh István', companyName: null }),
  buildSuggestion({ auditorId: 'demo-auditor-7', name: 'Kiss Réka', companyName: null }),
];

function openDialog(answer: () => { status?: number; body?: unknown } = () => ({ body: { message: 'ok' } })) {
  const calls = stubApi({
    [`GET ${SUGGESTIONS_PATH}`]: () => ({ body: SUGGESTIONS }),
    [`POST ${REASSIGN_PATH}`]: answer,
    [`POST ${REMOVAL_PATH}`]: answer,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ReassignDialog
      target={{
        propertyId: PROPERTY_ID,
        clientName: 'Nagy Eszter',
        address: '2092 Budakeszi, Fő utca 1',
        auditorId: 'demo-auditor',
        auditorName: 'Szabó Péter',
        appointmentDate: '2026-03-05T09:00:00.000Z',
      }}
      opened
      onClose={onClose}
    />,
  );
  return { calls, onClose, dialog: screen.getByRole('dialog', { name: 'Tanúsító cseréje vagy elvétele' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the change-or-remove-auditor dialog', () => {
  it('offers the other auditors and says the appointment will be called off', async () => {
    const { dialog } = openDialog();
    expect(within(dialog).getByText(/Jelenlegi tanúsító/)).toHaveTextContent('Szabó Péter');
    expect(within(dialog).getByText(/Az egyeztetett időpontot \(2026\. március 5\./)).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: '1. Balogh István' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '2. Kiss Réka' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Szabó Péter/ })).not.toBeInTheDocument();
  });

  it('requires a new auditor and a reason before sending, in Hungarian', async () => {
    const { calls, dialog } = openDialog();
    await within(dialog).findByRole('radio', { name: '1. Balogh István' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tanúsító cseréje' }));
    expect(await within(dialog).findByText(REASSIGNMENT_MESSAGES.auditorRequired)).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: /Indoklás/ });
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(new RegExp(REASSIGNMENT_MESSAGES.reasonRequired));
    await userEvent.type(reason, 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tanúsító cseréje' }));
    expect(await within(dialog).findByText(REASSIGNMENT_MESSAGES.reasonTooShort)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('is used with the keyboard alone: type the reason, choose with the arrows, send with Enter', async () => {
    const { calls, onClose, dialog } = openDialog();
    await within(dialog).findByRole('radio', { name: '1. Balogh István' });
    const reason = within(dialog).getByRole('textbox', { name: /Indoklás/ });
    await vi.waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('Az ügyfél kérte a cserét.');
    await userEvent.tab();
    expect(within(dialog).getByRole('searchbox', { name: 'Keresés a tanúsítók között' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('radio', { name: '1. Balogh István' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: '2. Kiss Réka' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Tanúsító cseréje' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: REASSIGN_PATH,
      body: {
        fromAuditorId: 'demo-auditor',
        auditorId: 'demo-auditor-7',
        reason: 'Az ügyfél kérte a cserét.',
      },
    });
  });

  it('takes the auditor away without choosing a new one', async () => {
    const { calls, onClose, dialog } = openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Elveszem a tanúsítót' }));
    expect(within(dialog).queryByRole('radio', { name: /Balogh/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Indoklás/ }), 'Szerződés megszűnt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tanúsító elvétele' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: REMOVAL_PATH,
      body: { fromAuditorId: 'demo-auditor', reason: 'Szerződés megszűnt.' },
    });
  });

  it('shows a lost race from the server and stays open', async () => {
    const { onClose, dialog } = openDialog(() => ({
      status: 409,
      body: { error: { code: 'auditor_changed', message: REASSIGNMENT_MESSAGES.changedMeanwhile } },
    }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: '1. Balogh István' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Indoklás/ }), 'Indoklás szövege.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tanúsító cseréje' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      REASSIGNMENT_MESSAGES.changedMeanwhile,
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
