import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../domain/account.ts';
import { PRODUCT_TITLE } from '../../domain/constants.ts';
import { FRAME_PLACEHOLDER_ID } from '../../domain/layout.ts';
import { hasSideMenu } from '../../domain/roles.ts';
import { preloadAccountDialogs } from '../features/accounts/index.ts';
import { sessionQuery } from '../lib/session.ts';
import { renderInRouter, testQueryClient } from '../test/render.tsx';
import { onboardingState } from '../test/onboarding.ts';
import { stubApi } from '../test/stub-api.ts';
import { AppLayout } from './app-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { buildMe } from '../test/me.ts';

// Opening the account menu starts the account dialogs' downloads; a module still loading when this file ends
// fails the next file in the worker ('after the environment was torn down'), so the file waits for them.
afterAll(() => preloadAccountDialogs());

const LONG_NAME = 'Szentgyörgyvölgyi-Hódmezővásárhelyi Kisasszony Erzsébet Mária';

const person = (role: Me['role'], name = 'Lakatos Nóra'): Me => buildMe(role, { name });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSignedIn(me: Me | null, path = '/') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionQuery().queryKey, me);
  renderInRouter(
    <Routes>
      <Route path="/login" element={<Where />} />
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Route>
    </Routes>,
    path,
    queryClient,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(FRAME_PLACEHOLDER_ID)?.remove();
});

/** The frame the server paints before the scripts run (src/server/platform/web-frame.ts). */
function serverFrame() {
  const frame = document.createElement('div');
  frame.id = FRAME_PLACEHOLDER_ID;
  frame.textContent = PRODUCT_TITLE;
  document.body.prepend(frame);
  return frame;
}

describe('the signed-in layout', () => {
  it('gives a client no side menu and no menu button', async () => {
    stubApi({});
    renderSignedIn(person('client'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(screen.queryByRole('navigation', { name: 'Főmenü' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menü megnyitása vagy bezárása' })).toBeNull();
  });

  it.each([
    ['auditor', ['Ügyfelek', 'Hírek']],
    [
      'portal_admin',
      [
        'Főoldal',
        'Ügyfelek',
        'Tanúsítók',
        'Párosítás',
        'Elszámolás',
        'Támogatás',
        'Hírek',
        'API-kulcsok',
        'Webhookok',
      ],
    ],
    [
      'admin_light',
      ['Ügyfelek', 'Tanúsítók', 'Tanúsítványok', 'TIG elszámolások', 'Rendszernapló', 'Heti ZIP', 'Hírek'],
    ],
    [
      'bank_admin',
      [
        'Főoldal',
        'Ügyfelek',
        'Kupon ellenőrzés',
        'Ügyféltevékenység',
        'Lead-kezelés',
        'Riportok',
        'TIG elszámolások',
        'Támogatás',
        'Energetikai tanúsítók',
        'Hírek',
        'API-kulcsok',
        'Webhookok',
      ],
    ],
  ] as const)('keeps the side menu of the %s', async (role, items) => {
    stubApi({
      'GET /api/auditor/onboarding': () => ({ body: onboardingState('accepted') }),
      'GET /api/bank/menu-badges': () => ({ body: { findingAuditor: 0 } }),
    });
    renderSignedIn(person(role), '/clients');
    const menu = await screen.findByRole('navigation', { name: 'Főmenü' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(items);
    // The server's frame draws the menu's column for the same roles.
    expect(hasSideMenu(role)).toBe(true);
  });

  it('takes the place of the frame the server painted before the scripts', async () => {
    stubApi({});
    const frame = serverFrame();
    renderSignedIn(person('client'));
    expect(await screen.findByRole('banner')).toHaveTextContent(PRODUCT_TITLE);
    expect(frame.isConnected).toBe(false);
    expect(hasSideMenu('client')).toBe(false);
  });

  it('removes the frame when the visitor turns out to be signed out', async () => {
    stubApi({});
    const frame = serverFrame();
    renderSignedIn(null, '/clients');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(frame.isConnected).toBe(false);
  });

  it("counts the clients waiting for an auditor on the bank's 'Főoldal'", async () => {
    stubApi({ 'GET /api/bank/menu-badges': () => ({ body: { findingAuditor: 3 } }) });
    renderSignedIn(person('bank_admin'), '/clients');
    const menu = await screen.findByRole('navigation', { name: 'Főmenü' });
    await waitFor(() => expect(menu).toHaveTextContent(/Főoldal\s*3 tanúsítóra váró ügyfél/));
  });

  it('names the whole of a long name on the account button and in its menu, and cuts it only on screen', async () => {
    stubApi({});
    renderSignedIn(person('client', LONG_NAME));
    const account = await screen.findByRole('button', { name: new RegExp(LONG_NAME) });
    expect(account).toHaveAttribute('title', LONG_NAME);
    await userEvent.click(account);
    // The menu is rendered once it opened. On a loaded machine jsdom sometimes leaves it display:none right
    // after (a cause not found; also with the menu's earlier layout), so it is found
    // whether shown or not; the journeys open it in a real browser (accounts.e2e.ts, two-factor.e2e.ts).
    const signOut = await screen.findByRole('menuitem', { name: 'Kijelentkezés', hidden: true });
    expect(signOut.closest('.mantine-Menu-dropdown')).toHaveTextContent(LONG_NAME);
  });

  it('sends a signed-out visitor to sign in with the address asked for', async () => {
    stubApi({});
    renderSignedIn(null, '/property/5b1e0c3a-2f4d-4e8a-9c1b-7d6e5f4a3b2c?tab=docs');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `/login?next=${encodeURIComponent('/property/5b1e0c3a-2f4d-4e8a-9c1b-7d6e5f4a3b2c?tab=docs')}`,
    );
  });
});
