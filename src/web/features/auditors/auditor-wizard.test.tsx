import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AuditorWizard } from './auditor-wizard.tsx';

type Handlers = Parameters<typeof stubApi>[0];

function renderWizard(handlers: Handlers = {}) {
  const calls = stubApi({
    'GET /api/postcodes/2092': () => ({
      body: { postcode: '2092', county: 'Pest', settlements: ['Budakeszi'] },
    }),
    'POST /api/admin/auditors/email-check': () => ({ body: { isAvailable: true, message: null } }),
    ...handlers,
  });
  const onDone = vi.fn();
  renderWithProviders(<AuditorWizard onDone={onDone} />);
  const form = screen.getByRole('form', { name: 'Új tanúsító felvétele' });
  const next = () => userEvent.click(within(form).getByRole('button', { name: 'Tovább' }));
  return { calls, onDone, form, next };
}

async function fillPersonal(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText(/^Vezetéknév/), 'Lakatos');
  await userEvent.type(within(form).getByLabelText(/^Keresztnév/), 'Tamás');
  await userEvent.type(within(form).getByLabelText(/^Email cím/), 'uj.tanusito@example.hu');
  await userEvent.type(within(form).getByLabelText(/^Telefonszám/), '+36 20 123 4567');
  await userEvent.type(within(form).getByLabelText(/^Ideiglenes jelszó/), 'Ideiglenes-1');
}

async function fillAddress(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText(/^Irányítószám/), '2092x1');
  await vi.waitFor(() => expect(within(form).getByLabelText(/^Település/)).toHaveValue('Budakeszi'));
  await userEvent.type(within(form).getByLabelText(/^Utca/), 'Fő utca');
  await userEvent.type(within(form).getByLabelText(/^Házszám/), '1');
}

const isCreate = (call: { method: string; path: string }) =>
  call.method === 'POST' && call.path === '/api/admin/auditors';

afterEach(() => vi.unstubAllGlobals());

describe('the new auditor wizard', () => {
  it('does not go past the personal step with missing fields, and shows why', async () => {
    const { form, next } = renderWizard();
    expect(within(form).getByLabelText(/^Telefonszám/)).toHaveAttribute('placeholder', '+36 20 123 4567');
    await next();
    expect(within(form).getByText(MESSAGES.lastName.tooShort)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.firstName.tooShort)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.email.required)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.phone.required)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.password.temporaryTooShort)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Vezetéknév/)).toBeInTheDocument();

    await fillPersonal(form);
    await userEvent.clear(within(form).getByLabelText(/^Ideiglenes jelszó/));
    await userEvent.type(within(form).getByLabelText(/^Ideiglenes jelszó/), 'rovid');
    await next();
    expect(within(form).getByText(MESSAGES.password.temporaryTooShort)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Irányítószám/)).not.toBeInTheDocument();
  });

  it('checks the address step, keeps digits of the postcode only, and keeps every value on the way back', async () => {
    const { form, next } = renderWizard();
    await fillPersonal(form);
    await next();
    await next();
    expect(within(form).getByText(MESSAGES.postcode.required)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.street.required)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.houseNumber.required)).toBeInTheDocument();
    await fillAddress(form);
    expect(within(form).getByLabelText(/^Irányítószám/)).toHaveValue('2092');

    await userEvent.click(within(form).getByRole('button', { name: 'Vissza' }));
    expect(within(form).getByLabelText(/^Vezetéknév/)).toHaveValue('Lakatos');
    expect(within(form).getByLabelText(/^Ideiglenes jelszó/)).toHaveValue('Ideiglenes-1');
    await next();
    expect(within(form).getByLabelText(/^Utca/)).toHaveValue('Fő utca');
  });

  it('needs a certification id and at least one qualification, with capacity 5 and Budapest by default', async () => {
    const { form, next, calls } = renderWizard({
      'POST /api/admin/auditors': () => ({ status: 201, body: { auditor: {}, message: 'kész' } }),
    });
    await fillPersonal(form);
    await next();
    await fillAddress(form);
    await next();
    expect(within(form).getByLabelText(/^Heti kapacitás/)).toHaveValue('5');
    expect(within(form).getByText('Budapest')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Tanúsító létrehozása' }));
    expect(within(form).getByText(MESSAGES.auditor.certificationIdRequired)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.auditor.certificationRequired)).toBeInTheDocument();
    expect(calls.filter(isCreate)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^Tanúsítói azonosító/), 'TÉ-01-12345');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'SZÉS6' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Lakóépület' }));
    await userEvent.selectOptions(within(form).getByLabelText('Szakmai tapasztalat'), '6-10');
    await userEvent.type(within(form).getByLabelText('Megjegyzés'), 'Hétvégén is');
    expect(within(form).getByText('11/500 karakter')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Tanúsító létrehozása' }));
    await vi.waitFor(() => expect(calls.filter(isCreate)).toHaveLength(1));
    expect(calls.find(isCreate)?.body).toMatchObject({
      lastName: 'Lakatos',
      firstName: 'Tamás',
      email: 'uj.tanusito@example.hu',
      password: 'Ideiglenes-1',
      postcode: '2092',
      city: 'Budakeszi',
      certificationId: 'TÉ-01-12345',
      certifications: ['SZÉS6'],
      specialisations: ['residential'],
      experience: '6-10',
      workCapacity: 5,
      acceptedCounties: ['Budapest'],
      notes: 'Hétvégén is',
    });
  });

  it('shows a taken e-mail address in the form, on the personal step', async () => {
    const { form, next } = renderWizard({
      'POST /api/admin/auditors': () => ({
        status: 409,
        body: { error: { code: 'email_already_exists', message: MESSAGES.auth.emailAlreadyExists } },
      }),
    });
    await fillPersonal(form);
    await next();
    await fillAddress(form);
    await next();
    await userEvent.type(within(form).getByLabelText(/^Tanúsítói azonosító/), 'TÉ-01-12345');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'TÉ' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Tanúsító létrehozása' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.auditors.createFailed);
    expect(alert).toHaveTextContent(MESSAGES.auth.emailAlreadyExists);
    expect(within(form).getByLabelText(/^Email cím/)).toHaveAccessibleDescription(
      MESSAGES.auth.emailAlreadyExists,
    );
  });

  it('says a taken e-mail address at its field when leaving the personal step, and stays there', async () => {
    let isTaken = true;
    const { form, next, calls } = renderWizard({
      'POST /api/admin/auditors/email-check': () => ({
        body: isTaken
          ? { isAvailable: false, message: MESSAGES.auth.emailAlreadyExists }
          : { isAvailable: true, message: null },
      }),
    });
    await fillPersonal(form);
    await next();
    const email = within(form).getByLabelText(/^Email cím/);
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.auth.emailAlreadyExists));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(within(form).queryByLabelText(/^Irányítószám/)).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/auditors/email-check')?.body).toEqual({
      email: 'uj.tanusito@example.hu',
    });

    isTaken = false;
    await userEvent.clear(email);
    await userEvent.type(email, 'masik.tanusito@example.hu');
    await next();
    expect(await within(form).findByLabelText(/^Irányítószám/)).toBeInTheDocument();
  });

  it('says why it cannot go on when the e-mail check fails, and tries again with Tovább', async () => {
    let fails = true;
    const { form, next } = renderWizard({
      'POST /api/admin/auditors/email-check': () =>
        fails
          ? { status: 500, body: { error: { code: 'internal', message: 'Váratlan hiba történt' } } }
          : { body: { isAvailable: true, message: null } },
    });
    await fillPersonal(form);
    await next();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.auditors.emailCheckFailed);
    fails = false;
    await next();
    expect(await within(form).findByLabelText(/^Irányítószám/)).toBeInTheDocument();
  });

  it('keeps a typed 25 in the weekly capacity and says the range instead of dropping the 5', async () => {
    const { form, next } = renderWizard();
    await fillPersonal(form);
    await next();
    await fillAddress(form);
    await next();
    const capacity = await within(form).findByLabelText(/^Heti kapacitás/);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '25');
    expect(capacity).toHaveValue('25');
    await vi.waitFor(() => expect(within(form).getByText(MESSAGES.auditor.capacity)).toBeInTheDocument());
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '12');
    await vi.waitFor(() =>
      expect(within(form).queryByText(MESSAGES.auditor.capacity)).not.toBeInTheDocument(),
    );
  });
});
