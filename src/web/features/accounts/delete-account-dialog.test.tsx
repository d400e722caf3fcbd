import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AuthPage } from '../auth/auth-page.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('deleting the account', () => {
  it('erases it after TÖRLÉS is typed, then the sign-in page says the account was deleted', async () => {
    const calls = stubApi({
      'POST /api/account/delete': () => ({ body: { message: MESSAGES.accountDeletion.done } }),
      'GET /api/account/session': () => ({ body: { me: null } }),
    });
    renderInRouter(
      <Routes>
        <Route path="/" element={<DeleteAccountDialog opened onClose={() => {}} />} />
        <Route path="/login" element={<AuthPage />} />
      </Routes>,
    );
    const erase = screen.getByRole('button', { name: 'Fiók végleges törlése' });
    expect(erase).toBeDisabled();
    await userEvent.type(screen.getByLabelText('A megerősítéshez írja be: TÖRLÉS'), 'TÖRLÉS');
    await userEvent.click(erase);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.accountDeletion.done);
    expect(screen.getByRole('heading', { name: 'Bejelentkezés' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/account/delete', body: { confirmation: 'TÖRLÉS' } }),
    ]);
  });
});
