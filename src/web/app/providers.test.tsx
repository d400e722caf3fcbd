import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

describe('failed changes', () => {
  it('show the server’s Hungarian message in a notification unless the screen shows it itself', async () => {
    const queryClient = createQueryClient();
    render(
      <Providers queryClient={queryClient}>
        <p>Tartalom</p>
      </Providers>,
    );
    const fail = (message: string, handlesError: boolean) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => Promise.reject(new ApiError(400, 'bad_request', message)),
          meta: { handlesError },
        })
        .execute(undefined)
        .catch(() => undefined);

    await fail('A képernyő maga mutatja', true);
    await fail('Az időpont nem lehet múltbeli', false);
    expect(await screen.findByText('Az időpont nem lehet múltbeli')).toBeInTheDocument();
    expect(screen.queryByText('A képernyő maga mutatja')).not.toBeInTheDocument();
  });
});

describe('the theme (issue 18 item 10)', () => {
  it('heads a calendar in Hungarian order and names: 2026. november', async () => {
    const { DatesProvider, DatePicker } = await import('@mantine/dates');
    await import('dayjs/locale/hu');
    render(
      <Providers queryClient={createQueryClient()}>
        <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
          <DatePicker defaultDate="2026-11-10" />
        </DatesProvider>
      </Providers>,
    );
    expect(screen.getByText('2026. november')).toBeInTheDocument();
    expect(screen.queryByText(/november 2026/i)).not.toBeInTheDocument();
  });

  it('keeps a placeholder grey on a field with an error', async () => {
    const { TextInput } = await import('@mantine/core');
    render(
      <Providers queryClient={createQueryClient()}>
        <TextInput label="Irányítószám" placeholder="1234" error="Érvénytelen irányítószám" />
      </Providers>,
    );
    const input = screen.getByLabelText('Irányítószám');
    expect(input).toHaveAttribute('data-error', 'true');
    expect(input.style.getPropertyValue('--input-placeholder-color')).toBe(
      'var(--mantine-color-placeholder)',
    );
  });
});
