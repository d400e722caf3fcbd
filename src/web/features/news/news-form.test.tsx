import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { NEWS_MESSAGES, type AdminNewsItem } from '../../../domain/news.ts';
import { buildAdminNewsItem } from '../../test/news.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { NewsForm } from './news-form.tsx';
import { budapestIsoDay } from '../../../domain/time.ts';

const SAVED = buildAdminNewsItem();

afterEach(() => vi.unstubAllGlobals());

function renderForm(item: AdminNewsItem | null = null) {
  const calls = stubApi({
    'POST /api/admin/news': () => ({ status: 201, body: SAVED }),
    [`PUT /api/admin/news/${SAVED.id}`]: () => ({ body: SAVED }),
  });
  const onSaved = vi.fn();
  renderWithProviders(<NewsForm item={item} onSaved={onSaved} onCancel={() => {}} />);
  return { calls, onSaved };
}

describe('the news form', () => {
  it('requires the title, the content and the source, in Hungarian, before anything is sent', async () => {
    const { calls } = renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Közzététel' }));

    expect(await screen.findByText(MESSAGES.news.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.news.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.news.sourceRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('requires a date and at least one group of readers', async () => {
    const { calls } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cím' }), 'Cím');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tartalom' }), 'Szöveg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Forrás' }), 'Forrás');
    await userEvent.click(screen.getByRole('button', { name: 'Dátum törlése' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tanúsítók' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bank munkatársai' }));

    await userEvent.click(screen.getByRole('button', { name: 'Közzététel' }));

    expect(await screen.findByText(NEWS_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(NEWS_MESSAGES.audienceRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('publishes with today’s date to the auditors and the bank’s staff unless changed', async () => {
    const { calls, onSaved } = renderForm();
    expect(screen.getByRole('checkbox', { name: 'Tanúsítók' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bank munkatársai' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin Light' })).not.toBeChecked();

    await userEvent.type(screen.getByRole('textbox', { name: 'Cím' }), 'Új feltöltési határidő');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tartalom' }), 'Januártól 8 nap.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Forrás' }), 'Üzemeltető');
    await userEvent.click(screen.getByRole('button', { name: 'Közzététel' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/news',
        search: '',
        body: {
          title: 'Új feltöltési határidő',
          content: 'Januártól 8 nap.',
          source: 'Üzemeltető',
          date: budapestIsoDay(new Date()),
          audience: ['auditor', 'bank_admin'],
        },
      },
    ]);
  });

  it('edits an item with its values filled in, the chosen readers included', async () => {
    const { calls } = renderForm({ ...SAVED, audience: ['admin_light'] });
    expect(screen.getByRole('textbox', { name: 'Cím' })).toHaveValue(SAVED.title);
    expect(screen.getByRole('checkbox', { name: 'Admin Light' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tanúsítók' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Tanúsítók' }));
    await userEvent.click(screen.getByRole('button', { name: 'Módosítások mentése' }));

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: `/api/admin/news/${SAVED.id}`,
      body: { title: SAVED.title, date: '2026-11-20', audience: ['admin_light', 'auditor'] },
    });
  });
});
