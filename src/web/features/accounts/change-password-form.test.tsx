import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '../../../domain/server-messages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the password change form', () => {
  it('shows why the server refused the new password, in the alert and at the new password', async () => {
    const reason = SERVER_MESSAGES.weakPassword.common;
    stubApi({
      'POST /api/account/change-password': () => ({
        status: 400,
        body: {
          error: {
            code: 'weak_password',
            message: reason,
            fields: [{ path: 'body.newPassword', message: reason }],
          },
        },
      }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText(/^Jelenlegi jelszó/), 'Titkos-Jelszo1');
    await userEvent.type(screen.getByLabelText(/^Új jelszó \*?$/), 'Password1!');
    await userEvent.type(screen.getByLabelText(/^Új jelszó megerősítése/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Jelszó módosítása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    const newPassword = screen.getByLabelText(/^Új jelszó \*?$/);
    expect(newPassword).toHaveAccessibleDescription(reason);
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
