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
