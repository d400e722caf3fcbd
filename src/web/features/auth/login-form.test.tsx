import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { LoginForm } from './login-form.tsx';

const blocked = (blockedBy: 'email' | 'ip', minutes: number) => ({
  status: 429,
  body: {
    error: {
      code: 'login_blocked',
      message:
        blockedBy === 'email' ? MESSAGES.auth.emailBlocked(minutes) : MESSAGES.auth.networkBlocked(minutes),
      details: { remainingAttempts: 0, minutesRemaining: minutes, blockedBy },
    },
  },
});

function renderForm() {
  const { queryClient } = renderInRouter(<LoginForm />);
  const email = screen.getByLabelText(/^Email cím/, { selector: 'input' });
  const password = screen.getByLabelText(/^Jelszó/, { selector: 'input' });
  const submit = screen.getByRole('button', { name: 'Bejelentkezés' });
  /** Signs in as `address` with a wrong password. */
  const attempt = async (address: string) => {
    await userEvent.type(email, address);
    await userEvent.type(password, 'Rossz-Jelszo1');
    await userEvent.click(submit);
  };
  return { queryClient, email, password, submit, attempt };
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in form', () => {
  it('asks for the CAPTCHA before the first attempt when the server says the network needs it', async () => {
    const calls = stubApi({
      'POST /api/account/login-state': ({ body }) => ({
        body: {
          remainingAttempts: 5,
          captchaRequired: (body as { email: string }).email === 'iroda@example.hu',
        },
      }),
      'GET /api/account/captcha': () => ({ status: 503 }),
    });
    const { email, password, submit } = renderForm();
    await userEvent.type(email, 'otthon@example.hu');
    await userEvent.click(password);
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.type(password, 'Titkos-Jelszo1');
    expect(submit).toBeEnabled();

    await userEvent.clear(email);
    await userEvent.type(email, 'Iroda@Example.hu');
    await userEvent.click(password);
    await waitFor(() => expect(submit).toBeDisabled());
    const asked = calls.filter((call) => call.path === '/api/account/login-state');
    expect(asked.map((call) => call.body)).toEqual([
      { email: 'otthon@example.hu' },
      { email: 'iroda@example.hu' },
    ]);
  });

  it('keeps what a failed attempt said when an earlier question about the address answers late', async () => {
    let answerLoginState = () => {};
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/account/login-state') {
          await new Promise<void>((resolve) => (answerLoginState = resolve));
          return json(200, { remainingAttempts: 5, captchaRequired: false });
        }
        if (path === '/api/account/login') {
          return json(400, {
            error: {
              code: 'invalid_credentials',
              message: MESSAGES.auth.invalidCredentials,
              details: { remainingAttempts: 3, captchaRequired: true },
            },
          });
        }
        return json(503, {});
      }),
    );
    const { queryClient, submit, attempt } = renderForm();
    await attempt('anna@example.hu');
    expect(await screen.findByText(MESSAGES.auth.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.lockoutWarning(3))).toBeInTheDocument();
    expect(submit).toBeDisabled();

    answerLoginState();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0)); // the late answer has been handled
    expect(screen.getByText(MESSAGES.auth.lockoutWarning(3))).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("explains an address's lockout, and leaves the address field open for another address", async () => {
    stubApi({ 'POST /api/account/login': () => blocked('email', 12) });
    const { email, password, submit, attempt } = renderForm();
    await attempt('anna@example.hu');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.emailBlocked(12));
    expect(screen.getByRole('alert')).toHaveTextContent(/Ezt az email címet 5 sikertelen/);
    expect(password).toBeDisabled();
    expect(submit).toBeDisabled();
    expect(email).toBeEnabled();

    stubApi({
      'POST /api/account/login-state': () => ({ body: { remainingAttempts: 5, captchaRequired: false } }),
    });
    await userEvent.type(email, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password).toBeEnabled();
  });

  it("explains a network's lockout, which no other address gets round", async () => {
    stubApi({ 'POST /api/account/login': () => blocked('ip', 14) });
    const { email, password, submit, attempt } = renderForm();
    await attempt('bela@example.hu');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.networkBlocked(14));
    expect(email).toBeDisabled();
    expect(password).toBeDisabled();
    expect(submit).toBeDisabled();
  });

  it('shows a blocked address as soon as it is typed, before the password', async () => {
    stubApi({ 'POST /api/account/login-state': () => blocked('email', 3) });
    const { email, password } = renderForm();
    await userEvent.type(email, 'anna@example.hu');
    await userEvent.click(password);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.emailBlocked(3));
    expect(password).toBeDisabled();
  });
});
