import { createBrowserRouter, Navigate } from 'react-router';
import { RouteErrorScreen } from './error-screen.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';

const lazyScreen =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    Component: (await load())[name],
  });

// Screens load lazily, so the first screen downloads only what it shows (issue 3: size budget).
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // spec 02 §2.1: a failing screen (or a chunk that cannot load) shows 'Alkalmazás hiba'.
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/login', lazy: lazyScreen(() => import('../features/auth/auth-page.tsx'), 'AuthPage') },
        { path: '/register', lazy: lazyScreen(() => import('../features/auth/auth-page.tsx'), 'AuthPage') },
        {
          path: '/forgot-password',
          lazy: lazyScreen(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
        },
        {
          path: '/reset-password',
          lazy: lazyScreen(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
        },
        {
          path: '/verify-email',
          lazy: lazyScreen(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
        },
        {
          // The guard is in the first download; the signed-in layout and screens load after it.
          element: <RequireSession />,
          children: [
            {
              lazy: lazyScreen(() => import('./app-layout.tsx'), 'AppLayout'),
              children: [{ index: true, lazy: lazyScreen(() => import('./home-page.tsx'), 'HomePage') }],
            },
          ],
        },
        // spec 02 §2.1: unknown paths go to the start page
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
