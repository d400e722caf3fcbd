import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildSuggestion } from '../../test/admin.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';

const PROPERTY_ID = '00000000-0000-4000-8000-000000000042';
const SUGGESTIONS_PATH = `/api/admin/properties/${PROPERTY_ID}/auditor-suggestions`;
const ASSIGN_PATH = `/api/admin/properties/${PROPERTY_ID}/assignment`;
const SUGGESTIONS = [
  buildSuggestion(),
  buildSuggestion({
    auditorId: 'demo-auditor-6',
    name: 'Balogh István',
    companyName: null,
    workCapacity: 8,
    activeClients: 7,
    freeCapacity: 1,
    availability: 'busy',
    countyMatch: false,
    distanceKm: 107.72,
    appointmentsThisWeek: 4,
  }),
];

function openDialog(assign: () => { status?: number; body?: unknown }) {
  const calls = stubApi({
    [`GET ${SUGGESTIONS_PATH}`]: () => ({ body: SUGGESTIONS }),
    [`POST ${ASSIGN_PATH}`]: assign,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <AssignmentDialog
      target={{ propertyId: PROPERTY_ID, clientName: 'Nagy Eszter', address: '2092 Budakeszi, Fő utca 1' }}
      opened
      onClose={onClose}
    />,
  );
  return { calls, onClose, dialog: screen.getByRole('dialog', { name: 'Tanúsító hozzárendelése' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the assignment dialog', () => {
  it('lists the ranked suggestions with availability, capacity, county, distance, appointments and reasons', async () => {
    const { dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    const first = await within(dialog).findByRole('radio', { name: '1. Szabó Péter' });
    expect(first).toHaveAccessibleDescription(/Szabó Energetika Kft\./);
    expect(first).toHaveAccessibleDescription(/Szabad hely: 3 \/ 6 hetente/);
    expect(first).toHaveAccessibleDescription(/12,3 km · vállalja a megyét/);
    expect(first).toHaveAccessibleDescription(/Időpont a héten: 1/);
    expect(first).toHaveAccessibleDescription(/Vállalja az ingatlan megyéjét/);
    expect(within(first).getByText('Elérhető')).toBeInTheDocument();
    const second = within(dialog).getByRole('radio', { name: '2. Balogh István' });
    expect(within(second).getByText('Elfoglalt')).toBeInTheDocument();
    expect(second).toHaveAccessibleDescription(/107,7 km · nem vállalja a megyét/);
  });

  it('keeps Hozzárendelés disabled until an auditor is chosen, then assigns that one and closes', async () => {
    const { calls, onClose, dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    const submit = within(dialog).getByRole('button', { name: 'Hozzárendelés' });
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: '2. Balogh István' }));
    expect(within(dialog).getByRole('radio', { name: '2. Balogh István' })).toBeChecked();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ auditorId: 'demo-auditor-6' });
  });

  it('shows a lost race in a red box that Bezárás dismisses, and stays open', async () => {
    const { onClose, dialog } = openDialog(() => ({
      status: 409,
      body: { error: { code: 'no_property_to_assign', message: MESSAGES.assignment.noProperty } },
    }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: '1. Szabó Péter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hozzárendelés' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.assignment.noProperty);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Bezárás' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
