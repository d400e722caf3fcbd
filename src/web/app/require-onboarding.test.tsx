import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../domain/account.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { renderInRouter } from '../test/render.tsx';
import { onboardingState } from '../test/onboarding.ts';
import { stubApi } from '../test/stub-api.ts';
import { RequireOnboarding } from './require-onboarding.tsx';
import { buildMe } from '../test/me.ts';

const person = (role: Me['role']): Me => buildMe(role, { roleLabel: role, email: 'tanusito7@example.hu' });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  renderInRouter(
    <Routes>
      <Route
        path="*"
        element={
          <RequireOnboarding>
            <Where />
          </RequireOnboarding>
        }
      />
    </Routes>,
    path,
  );
  return () => screen.findByTestId('where');
}

afterEach(() => vi.unstubAllGlobals());

describe('the onboarding check', () => {
  it('sends an auditor who has not finished onboarding to /finish-onboarding from anywhere', async () => {
    stubApi({
      'GET /api/account/session': () => ({ body: { me: person('auditor') } }),
      'GET /api/auditor/onboarding': () => ({ body: onboardingState('init') }),
    });
    const where = renderAt('/clients');
    expect(await where()).toHaveTextContent('/finish-onboarding');
  });

  it('sends an auditor who has finished, and anyone else, from /finish-onboarding to the start page', async () => {
    stubApi({
      'GET /api/account/session': () => ({ body: { me: person('auditor') } }),
      'GET /api/auditor/onboarding': () => ({ body: onboardingState('accepted') }),
    });
    const where = renderAt('/finish-onboarding');
    expect(await where()).toHaveTextContent(/^\/$/);
  });

  it('does not ask about onboarding for other roles', async () => {
    const calls = stubApi({ 'GET /api/account/session': () => ({ body: { me: person('client') } }) });
    const where = renderAt('/property/1');
    expect(await where()).toHaveTextContent('/property/1');
    expect(calls.map((call) => call.path)).toEqual(['/api/account/session']);
  });

  it("shows the full-screen 'Hiba történt' with a reload button when the check fails", async () => {
    stubApi({
      'GET /api/account/session': () => ({ body: { me: person('auditor') } }),
      'GET /api/auditor/onboarding': () => ({
        status: 503,
        body: { error: { code: 'database_unavailable', message: 'Az adatbázis nem érhető el.' } },
      }),
    });
    renderAt('/clients');
    expect(await screen.findByRole('heading', { name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      MESSAGES.auditorWorkspace.onboardingLoadError('Az adatbázis nem érhető el.'),
    );
    expect(screen.getByRole('button', { name: 'Oldal újratöltése' })).toBeInTheDocument();
  });
});
