import './lib/zod-csp.ts';
// Mantine's global styles; each component's own styles come with the chunk that uses it (decision 0013,
// scripts/mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { sessionQuery } from './lib/session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// The session check starts with the first script, beside the downloads of the screen asked for; with the
// role known, that role's screen follows.
preloadScreens(window.location.pathname);
void queryClient
  .prefetchQuery(sessionQuery())
  .then(() =>
    preloadScreens(window.location.pathname, queryClient.getQueryData(sessionQuery().queryKey)?.role),
  );

// Rendered as a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for its whole length (Lighthouse's total blocking time on phones).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppErrorBoundary>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppErrorBoundary>
      </Providers>
    </StrictMode>,
  ),
);
