import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { HomePage } from './home-page.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';

const lazyAuth =
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
        { path: '/login', lazy: lazyAuth(() => import('../features/auth/auth-page.tsx'), 'AuthPage') },
        { path: '/register', lazy: lazyAuth(() => import('../features/auth/auth-page.tsx'), 'AuthPage') },
        {
          path: '/forgot-password',
          lazy: lazyAuth(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
        },
        {
          path: '/reset-password',
          lazy: lazyAuth(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
        },
        {
          path: '/verify-email',
          lazy: lazyAuth(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
        },
        {
          element: (
            <RequireSession>
              <AppLayout />
            </RequireSession>
          ),
          children: [{ index: true, element: <HomePage /> }],
        },
        // spec 02 §2.1: unknown paths go to the start page
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
