import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout.tsx';

// Screens load lazily, so the first screen downloads only what it shows (issue 3: size budget).
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../features/welcome/welcome-page.tsx')).WelcomePage,
          }),
        },
        // spec 02 §2.1: unknown paths go to the start page
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
