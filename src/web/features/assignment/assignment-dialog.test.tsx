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
    email: 'balogh.istvan@example.hu',
    companyName: null,
    settlement: 'Győr',
    workCapacity: 8,
    activeClients: 7,
    freeCapacity: 1,
    availability: 'busy',
    countyMatch: false,
    distanceKm: 107.72,
    appointmentsThisWeek: 4,
  }),
  buildSuggestion({
    auditorId: 'demo-auditor-7',
    name: 'Kiss Anna',
    email: 'kiss.anna@example.hu',
    companyName: 'Kiss Mérnökiroda',
    settlement: 'Budakeszi',
    workCapacity: 5,
    activeClients: 5,
    freeCapacity: 0,
    availability: 'overloaded',
    countyMatch: true,
    distanceKm: 0,
    sameSettlement: true,
    appointmentsThisWeek: 0,
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

/** The auditors the dialog lists as it stands, by their ranked names. */
const listedAuditors = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('aria-label'));

afterEach(() => vi.unstubAllGlobals());

describe('the assignment dialog', () => {
  it('lists the ranked suggestions compactly, each fact said once, the county by name', async () => {
    const { dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    const first = await within(dialog).findByRole('radio', { name: '1. Szabó Péter' });
    expect(first).toHaveAccessibleDescription(
      'Szabó Energetika Kft. · Budaörs · szabo.peter@example.hu ' +
        '3 / 6 szabad hely hetente · Vállalt megye: Pest · 12,3 km · 1 időpont a héten',
    );
    expect(within(first).getByText('Elérhető')).toBeInTheDocument();
    const second = within(dialog).getByRole('radio', { name: '2. Balogh István' });
    expect(within(second).getByText('Elfoglalt')).toBeInTheDocument();
    expect(second).toHaveAccessibleDescription(/Nem vállalt megye: Pest · 107,7 km · 4 időpont a héten/);
    // One distance per card, in one rounding.
    expect(within(dialog).queryByText(/108 km|12 km/)).not.toBeInTheDocument();
  });

  it('says azonos településen instead of 0 km between postcodes of one settlement', async () => {
    const { dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    const third = await within(dialog).findByRole('radio', { name: '3. Kiss Anna' });
    expect(third).toHaveAccessibleDescription(/Vállalt megye: Pest · azonos településen · 0 időpont/);
    expect(third).not.toHaveAccessibleDescription(/0 km/);
  });

  it('words the ranking as it ranks: availability first, then county, distance, free capacity', async () => {
    const { dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    const group = await within(dialog).findByRole('radiogroup', { name: 'Javasolt tanúsítók' });
    expect(group).toHaveAccessibleDescription(
      /^Sorrend: először az elérhetőség .*megyéjét, majd a székhely távolsága, végül a több szabad hely\.$/,
    );
  });

  it('searches by name, e-mail and settlement, accents optional, keeping the ranks', async () => {
    const { dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    await within(dialog).findByRole('radio', { name: '1. Szabó Péter' });
    const search = within(dialog).getByRole('searchbox', { name: 'Keresés a tanúsítók között' });
    await userEvent.type(search, 'gyor');
    expect(listedAuditors(dialog)).toEqual(['2. Balogh István']);
    expect(within(dialog).getByText('1 találat, összesen 3 tanúsító')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'kiss.anna@');
    expect(listedAuditors(dialog)).toEqual(['3. Kiss Anna']);
    await userEvent.clear(search);
    await userEvent.type(search, 'szabo peter');
    expect(within(dialog).getByRole('radio', { name: '1. Szabó Péter' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'senki');
    expect(within(dialog).getByText('Nincs a keresésnek megfelelő tanúsító.')).toBeInTheDocument();
  });

  it('keeps Hozzárendelés disabled until an auditor is chosen, then assigns that one and closes', async () => {
    const { calls, onClose, dialog } = openDialog(() => ({ body: { message: MESSAGES.assignment.done } }));
    const submit = within(dialog).getByRole('button', { name: 'Hozzárendelés' });
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: '2. Balogh István' }));
    expect(within(dialog).getByRole('radio', { name: '2. Balogh István' })).toBeChecked();
    expect(submit).toBeEnabled();
    expect(within(dialog).getByText(/Kiválasztva:/)).toHaveTextContent('Kiválasztva: Balogh István');
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
