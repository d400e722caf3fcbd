import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Busy } from '../components/busy.tsx';
import { useFramePlaceholderGone } from '../lib/frame-placeholder.ts';
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
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const me = session.data;
  // What follows but the signed-in layout replaces the server's frame of that layout.
  useFramePlaceholderGone(
    !session.isPending && (!me || me.twoFactorSetupRequired || me.passwordChangeRequired),
  );
  if (session.isPending) return spinner;
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
