import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../lib/session.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { screenLoader } from './screen-loader.tsx';

/** A screen that downloads when it is first shown (issue 3: the sign-in screen's size budget). */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const AuthPage = screen(() => import('../features/auth/auth-page.tsx'), 'AuthPage');
const ForgotPasswordPage = screen(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = screen(
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const VerifyEmailPage = screen(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const AppLayout = screen(() => import('./app-layout.tsx'), 'AppLayout');
const HomePage = screen(() => import('./home-page.tsx'), 'HomePage');
const PropertyPage = screen(() => import('../features/properties/property-page.tsx'), 'PropertyPage');
const AuditorClientsPage = screen(
  () => import('../features/auditor-workspace/clients-page.tsx'),
  'AuditorClientsPage',
);
const FinishOnboardingPage = screen(
  () => import('../features/auditor-workspace/finish-onboarding-page.tsx'),
  'FinishOnboardingScreen',
);
const SharedCertificatePage = screen(
  () => import('../features/properties/shared-certificate-page.tsx'),
  'SharedCertificatePage',
);

// The role redirects live here, not in the lazy screens: a screen chunk that imports react-router on its
// own makes the bundler split the router out of the first download, which costs the sign-in screen 3 KB.

/** spec 01 §2: '/' is the client's dashboard, and the client list for auditors. */
function StartPage() {
  const { data: me } = useSession();
  return me?.role === 'auditor' ? <Navigate to="/clients" replace /> : <HomePage />;
}

/** /clients: the auditor's client list (spec 01 §2); the staff lists of spec 02 land here with their issues. */
function ClientsPage() {
  const { data: me } = useSession();
  return me?.role === 'auditor' ? <AuditorClientsPage /> : <Navigate to="/" replace />;
}

/**
 * spec 02 §2.1 route sets. Declarative routes (not the data router, which would add about 18 KB to the
 * first download): screens come through React.lazy, and a screen that fails or cannot load is caught by
 * AppErrorBoundary, which shows 'Alkalmazás hiba'.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={screenLoader}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/login" element={<AuthPage />} />
          <Route path="/register" element={<AuthPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          {/* A share link works without sign-in (issue 4). */}
          <Route path="/shared/:token" element={<SharedCertificatePage />} />
          {/* The guard is in the first download; the signed-in layout and screens load after it. */}
          <Route element={<RequireSession />}>
            <Route element={<AppLayout />}>
              <Route index element={<StartPage />} />
              <Route path="/property/:id" element={<PropertyPage />} />
              <Route path="/clients" element={<ClientsPage />} />
              {/* spec 02 §2.24; AppLayout's onboarding check decides who may stay here. */}
              <Route path="/finish-onboarding" element={<FinishOnboardingPage />} />
            </Route>
          </Route>
          {/* spec 02 §2.1: unknown paths go to the start page */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
