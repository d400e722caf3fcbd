import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildPropertyView } from '../../test/property-view.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { CertificateRequestDialog } from './certificate-request-dialog.tsx';

const ADDRESS = { postcode: '1061', city: 'Budapest', street: 'Liszt Ferenc tér', houseNumber: '7' };
const postcodeAnswer = () => ({ body: { postcode: '1061', county: 'Budapest', settlements: ['Budapest'] } });

function openDialog(onClose = vi.fn()) {
  renderWithProviders(<CertificateRequestDialog opened onClose={onClose} address={ADDRESS} area={null} />);
  const submit = screen.getByRole('button', { name: 'Igénylés elküldése' });
  return { onClose, submit };
}

/** Everything valid except what a test changes afterwards. */
async function fillValidOrder() {
  await userEvent.type(screen.getByLabelText(/^Kuponkód/), 'kh106101');
  await userEvent.type(screen.getByLabelText(/^Az ingatlan alapterülete/), '86');
  await userEvent.click(screen.getByLabelText(/^Megerősítem, hogy a megadott cím helyes/));
}

afterEach(() => vi.unstubAllGlobals());

/** The postcode lookup, and the order accepted with the server's message. */
const stubOrderAccepted = () =>
  stubApi({
    'GET /api/postcodes/1061': postcodeAnswer,
    'POST /api/client/order': () => ({
      status: 201,
      body: { property: buildPropertyView('finding_auditor'), message: MESSAGES.order.success },
    }),
  });

describe('the certificate request dialog', () => {
  it('starts from the given address and explains the coupon code', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    openDialog();
    expect(screen.getByLabelText(/^Irányítószám/)).toHaveValue('1061');
    expect(screen.getByLabelText(/^Utca/)).toHaveValue('Liszt Ferenc tér');
    expect(screen.getByLabelText(/^Kuponkód/)).toHaveAccessibleDescription(
      'A banktól kapott emailben szereplő 6-12 karakteres kód, benne az ingatlan irányítószámával',
    );
  });

  it('keeps a pasted coupon code whole: spaces, dashes and case are normalised before the 12-character limit', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    openDialog();
    const coupon = screen.getByLabelText(/^Kuponkód/);
    await userEvent.click(coupon);
    await userEvent.paste(' KH402501 ');
    expect(coupon).toHaveValue('KH402501');
    await userEvent.clear(coupon);
    await userEvent.paste('kh-1061-01');
    expect(coupon).toHaveValue('KH106101');
    await userEvent.type(coupon, '9999');
    expect(coupon).toHaveValue('KH1061019999');
    await userEvent.type(coupon, '9');
    expect(coupon).toHaveValue('KH1061019999');
  });

  it('sends a 12-character code whole, as the server accepts it', async () => {
    const calls = stubOrderAccepted();
    const { submit, onClose } = openDialog();
    await fillValidOrder();
    const coupon = screen.getByLabelText(/^Kuponkód/);
    await userEvent.clear(coupon);
    await userEvent.paste('otp-1061-2026-a');
    await userEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ couponCode: 'OTP10612026A' });
  });

  it('keeps the send button disabled until the address is confirmed and the area given, and says what is missing', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    const { submit } = openDialog();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'A küldéshez kérjük, adja meg az alapterületet, és erősítse meg, hogy a cím helyes.',
    );
    await userEvent.type(screen.getByLabelText(/^Az ingatlan alapterülete/), '86');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('A küldéshez kérjük, erősítse meg, hogy a cím helyes.');
    await userEvent.click(screen.getByLabelText(/^Megerősítem, hogy a megadott cím helyes/));
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/A küldéshez kérjük/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Az ingatlan alapterülete/));
    expect(submit).toBeDisabled();
  });

  it('upper-cases the coupon code and drops spaces while typing; the area keeps digits only', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    openDialog();
    await userEvent.type(screen.getByLabelText(/^Kuponkód/), 'kh 1061');
    expect(screen.getByLabelText(/^Kuponkód/)).toHaveValue('KH1061');
    await userEvent.type(screen.getByLabelText(/^Az ingatlan alapterülete/), '8a6,5');
    expect(screen.getByLabelText(/^Az ingatlan alapterülete/)).toHaveValue('865');
  });

  it('says when the coupon code is too short', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    const { submit } = openDialog();
    await fillValidOrder();
    const coupon = screen.getByLabelText(/^Kuponkód/);
    await userEvent.clear(coupon);
    await userEvent.type(coupon, 'KH10');
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.coupon.tooShort)).toBeInTheDocument();
  });

  it('says when the coupon code does not contain the postcode', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    const { submit } = openDialog();
    await fillValidOrder();
    await userEvent.clear(screen.getByLabelText(/^Kuponkód/));
    await userEvent.type(screen.getByLabelText(/^Kuponkód/), 'KH999901');
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.coupon.format)).toBeInTheDocument();
  });

  it('asks for the area when it is left empty', async () => {
    stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    openDialog();
    await userEvent.click(screen.getByLabelText(/^Az ingatlan alapterülete/));
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.area.required)).toBeInTheDocument();
  });

  it('requires the other contact person’s name and phone once chosen, and filters the phone', async () => {
    const calls = stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    const { submit } = openDialog();
    await fillValidOrder();
    await userEvent.click(screen.getByRole('switch', { name: /Másik kapcsolattartó megadása/ }));
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.contactPerson.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactPerson.phoneRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Kapcsolattartó telefonszáma/), '+36 (30) abc 123-4567');
    expect(screen.getByLabelText(/^Kapcsolattartó telefonszáma/)).toHaveValue('+36 (30)  123-4567');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses an other contact phone that is not a Hungarian number', async () => {
    const calls = stubApi({ 'GET /api/postcodes/1061': postcodeAnswer });
    const { submit } = openDialog();
    await fillValidOrder();
    await userEvent.click(screen.getByRole('switch', { name: /Másik kapcsolattartó megadása/ }));
    await userEvent.type(screen.getByLabelText(/^Kapcsolattartó neve/), 'Kovács Mária');
    await userEvent.type(screen.getByLabelText(/^Kapcsolattartó telefonszáma/), '12');
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.phone.invalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the order and closes with the server’s message', async () => {
    const calls = stubOrderAccepted();
    const { submit, onClose } = openDialog();
    await fillValidOrder();
    await userEvent.click(screen.getByRole('switch', { name: /Másik kapcsolattartó megadása/ }));
    await userEvent.type(screen.getByLabelText(/^Kapcsolattartó neve/), 'Kovács Mária');
    await userEvent.type(screen.getByLabelText(/^Kapcsolattartó telefonszáma/), '+36 30 987 6543');
    await userEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      couponCode: 'KH106101',
      ...ADDRESS,
      area: '86',
      addressConfirmed: true,
      contactPerson: { name: 'Kovács Mária', phone: '+36 30 987 6543' },
    });
  });

  it('shows the server’s refusal in the dialog and on the field it names', async () => {
    stubApi({
      'GET /api/postcodes/1061': postcodeAnswer,
      'POST /api/client/order': () => ({
        status: 400,
        body: {
          error: {
            code: 'coupon_invalid',
            message: MESSAGES.coupon.invalidOrUsed,
            fields: [{ path: 'body.couponCode', message: MESSAGES.coupon.invalidOrUsed }],
          },
        },
      }),
    });
    const { submit, onClose } = openDialog();
    await fillValidOrder();
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.coupon.invalidOrUsed);
    expect(screen.getByLabelText(/^Kuponkód/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
