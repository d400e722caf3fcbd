import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { stubApi } from '../test/stub-api.ts';
import { AddressFields } from './address-fields.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The fields in a form whose 'Mentés' hands over the values the form would send. */
function AddressForm({ onSave = () => {} }: { onSave?: (values: { city: string }) => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { postcode: '1061', city: 'Budapest', street: 'Andrássy út', houseNumber: '12' },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <AddressFields form={form} required />
      <button type="submit">Mentés</button>
    </form>
  );
}

const settlementsOf: Record<string, string[]> = {
  '1061': ['Budapest'],
  '6720': ['Szeged'],
  '7838': ['Besence', 'Hirics', 'Vajszló'],
  '9021': ['Győr'],
};

function stubPostcodes() {
  const handlers = Object.fromEntries(
    ['1061', '6720', '7838', '1000', '9021'].map((code) => [
      `GET /api/postcodes/${code}`,
      () =>
        settlementsOf[code]
          ? { body: { postcode: code, county: 'Budapest', settlements: settlementsOf[code] } }
          : { status: 404, body: { error: { code: 'not_found', message: 'Ismeretlen irányítószám' } } },
    ]),
  );
  stubApi(handlers);
}

/** Renders the form with the postcodes answered, and returns its postcode field. */
function renderForm(onSave?: (values: { city: string }) => void) {
  stubPostcodes();
  renderWithProviders(<AddressForm onSave={onSave} />);
  return screen.getByLabelText(/^Irányítószám/);
}

/** Types `code` over the postcode, then waits until the city reads `city`. */
async function enterPostcode(postcode: HTMLElement, code: string, city: string) {
  await userEvent.clear(postcode);
  await userEvent.type(postcode, code);
  await waitFor(() => expect(screen.getByLabelText(/^Település/)).toHaveValue(city));
}

describe('the address fields', () => {
  it('fills the city from a known postcode', async () => {
    await enterPostcode(renderForm(), '6720', 'Szeged');
  });

  it('clears the city of the previous postcode and says an unknown postcode is unknown', async () => {
    const postcode = renderForm();
    await enterPostcode(postcode, '1000', '');
    expect(postcode).toHaveAccessibleDescription(MESSAGES.postcode.unknown);
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await enterPostcode(postcode, '1061', 'Budapest');
    expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a city that is not among the settlements of a shared postcode', async () => {
    const onSave = vi.fn();
    const postcode = renderForm(onSave);
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '7838');
    expect(await screen.findByText('Ehhez az irányítószámhoz több település tartozik.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ postcode: '7838', city: '' });
  });

  it('takes the digits of a pasted postcode first, then the first four: H-9021 gives 9021', async () => {
    const postcode = renderForm();
    await userEvent.clear(postcode);
    await userEvent.click(postcode);
    await userEvent.paste('H-9021');
    expect(postcode).toHaveValue('9021');
    await waitFor(() => expect(screen.getByLabelText(/^Település/)).toHaveValue('Győr'));
    await userEvent.clear(postcode);
    await userEvent.paste('1061 Budapest, 6.');
    expect(postcode).toHaveValue('1061');
  });
});
