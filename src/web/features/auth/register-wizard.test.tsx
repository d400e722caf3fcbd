import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { RegisterWizard } from './register-wizard.tsx';

afterEach(() => vi.unstubAllGlobals());

function showWizard() {
  renderInRouter(<RegisterWizard />, '/register');
}

describe('the registration wizard', () => {
  it('says once, before anything is filled in, that this address has reached the registration limit', async () => {
    stubApi({
      'GET /api/account/register/state': () => ({ body: { allowed: false, minutesRemaining: 42 } }),
    });
    showWizard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Regisztráció ideiglenesen letiltva');
    expect(alert).toHaveTextContent('Túl sok regisztrációs kísérlet. Próbálja újra 42 perc múlva.');
    expect(screen.getAllByText(/Túl sok regisztrációs kísérlet/)).toHaveLength(1);
    expect(screen.queryByLabelText(/^Vezetéknév/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vissza a bejelentkezéshez' })).toBeInTheDocument();
  });

  it('shows the first step when registration is allowed', async () => {
    stubApi({
      'GET /api/account/register/state': () => ({ body: { allowed: true, minutesRemaining: null } }),
    });
    showWizard();
    expect(await screen.findByLabelText(/^Vezetéknév/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
