import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Busy } from '../components/busy.tsx';
import { useFramePlaceholderGone } from '../lib/frame-placeholder.ts';
import { usePublicConfig } from '../lib/public-config.ts';
import { loginPathFor } from '../lib/return-path.ts';
import { useSession } from '../lib/session.ts';

const TwoFactorSetupPage = lazy(async () => ({
  default: (await import('../features/accounts/two-factor-setup-page.tsx')).TwoFactorSetupPage,
}));

const PasswordChangeRequiredPage = lazy(async () => ({
  default: (await import('../features/accounts/password-change-required-page.tsx'))
    .PasswordChangeRequiredPage,
}));

const spinner = <Busy label="Bejelentkezés ellenőrzése…" mih="100vh" />;

/**
 * docs/rules/access.md, 'Guards in front of every signed-in page': no user -> /login, with a spinner while
 * the session loads; the sign-in returns to the address asked for (such as the link of an appointment
 * e-mail). Staff without an authenticator app see only its set-up until it is done; an account made by the
 * operator with a temporary password sees only 'Új jelszó beállítása' until its owner chooses one. The
 * server asks for the authenticator first, so the set-up comes first here too.
 *
 * The public configuration is waited for too (answered or failed; the page announces it with the session,
 * so it is in by then): the bank's start screen opens with the bank's name, which the server painted before
 * the scripts ran (domain/screen-headings.ts), and must draw the same words in its first paint.
 */
export function RequireSession() {
  const session = useSession();
  const config = usePublicConfig();
  const location = useLocation();
  const me = session.data;
  const pending = session.isPending || config.isPending;
  // What follows but the signed-in layout replaces the server's frame of that layout.
  useFramePlaceholderGone(!pending && (!me || me.twoFactorSetupRequired || me.passwordChangeRequired));
  if (pending) return spinner;
  if (!session.data)
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (session.data.twoFactorSetupRequired) {
    return (
      <Suspense fallback={spinner}>
        <TwoFactorSetupPage />
      </Suspense>
    );
  }
  if (session.data.passwordChangeRequired) {
    return (
      <Suspense fallback={spinner}>
        <PasswordChangeRequiredPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
