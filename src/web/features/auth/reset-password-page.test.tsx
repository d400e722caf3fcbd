import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { SERVER_MESSAGES } from '../../../domain/server-messages.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const NEW_PASSWORD = /^Új jelszó \*?$/;

async function submit(password: string) {
  await userEvent.clear(screen.getByLabelText(NEW_PASSWORD));
  await userEvent.type(screen.getByLabelText(NEW_PASSWORD), password);
  await userEvent.clear(screen.getByLabelText(/^Új jelszó megerősítése/));
  await userEvent.type(screen.getByLabelText(/^Új jelszó megerősítése/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Jelszó mentése' }));
}

describe('the reset password page', () => {
  it('shows why a new password was refused at the field, and offers a new link only when the link failed', async () => {
    const reason = SERVER_MESSAGES.weakPassword.personal;
    const answers = [
      { code: 'weak_password', message: reason, fields: [{ path: 'body.password', message: reason }] },
      { code: 'reset_invalid', message: MESSAGES.auth.resetInvalid },
    ];
    stubApi({
      'POST /api/account/reset-password/check': () => ({ body: { message: MESSAGES.auth.resetValid } }),
      'POST /api/account/reset-password': () => ({ status: 400, body: { error: answers.shift() } }),
    });
    renderInRouter(<ResetPasswordPage />, '/reset-password?token=abc');

    await screen.findByLabelText(NEW_PASSWORD);
    await submit('Kovacs-Anna-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveAccessibleDescription(reason);
    expect(screen.queryByRole('link', { name: 'Új link kérése' })).not.toBeInTheDocument();

    await submit('Masik-Jelszo-77');
    expect(await screen.findByRole('link', { name: 'Új link kérése' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.resetInvalid);
  });

  it('checks the link when it opens: a dead link offers a new one and asks for no password', async () => {
    const calls = stubApi({
      'POST /api/account/reset-password/check': () => ({
        status: 400,
        body: { error: { code: 'reset_invalid', message: MESSAGES.auth.resetInvalid } },
      }),
    });
    renderInRouter(<ResetPasswordPage />, '/reset-password?token=lejart');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.resetInvalid);
    expect(screen.getByRole('link', { name: 'Új link kérése' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(NEW_PASSWORD)).not.toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/account/reset-password/check',
        body: { token: 'lejart' },
      }),
    ]);
  });
});
