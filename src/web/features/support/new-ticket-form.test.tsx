import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import type { TicketDetail } from '../../../domain/support.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { NewTicketForm } from './new-ticket-form.tsx';

const CREATED: TicketDetail = {
  id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Nem frissül a lista',
  description: 'Reggel óta üres.',
  type: 'bug',
  priority: 'medium',
  status: 'open',
  createdByName: 'Nagy Eszter',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  commentCount: 0,
  events: [],
  statusTargets: ['closed'],
};

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const calls = stubApi({ 'POST /api/support/tickets': () => ({ status: 201, body: CREATED }) });
  const onCreated = vi.fn();
  renderWithProviders(<NewTicketForm onCreated={onCreated} onCancel={() => {}} />);
  return { calls, onCreated };
}

describe('the new-ticket form', () => {
  it('requires the title and the description, in Hungarian, before anything is sent', async () => {
    const { calls } = renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Bejelentés beküldése' }));

    expect(await screen.findByText(MESSAGES.ticket.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.ticket.descriptionRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the ticket with the default type and priority (Egyéb, Közepes)', async () => {
    const { calls, onCreated } = renderForm();

    await userEvent.type(screen.getByRole('textbox', { name: 'Cím' }), 'Nem frissül a lista');
    await userEvent.type(screen.getByRole('textbox', { name: 'Leírás' }), 'Reggel óta üres.');
    expect(screen.getByRole('combobox', { name: 'Típus' })).toHaveValue('Egyéb');
    expect(screen.getByRole('combobox', { name: 'Prioritás' })).toHaveValue('Közepes');
    await userEvent.click(screen.getByRole('button', { name: 'Bejelentés beküldése' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/support/tickets',
        search: '',
        body: {
          title: 'Nem frissül a lista',
          description: 'Reggel óta üres.',
          type: 'other',
          priority: 'medium',
        },
      },
    ]);
  });
});
