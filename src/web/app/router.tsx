import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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
const SharedCertificatePage = screen(
  () => import('../features/properties/shared-certificate-page.tsx'),
  'SharedCertificatePage',
);

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
              <Route index element={<HomePage />} />
              <Route path="/property/:id" element={<PropertyPage />} />
            </Route>
          </Route>
          {/* spec 02 §2.1: unknown paths go to the start page */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
