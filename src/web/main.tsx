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
import { AppRoutes, screensLoaded } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { sessionQuery } from './lib/session.ts';

const found = document.getElementById('root');
if (!found) throw new Error('#root is missing from index.html');
const root: HTMLElement = found;

const queryClient = createQueryClient();
const { pathname } = window.location;
// The session check starts with the first script, beside the downloads of what every role's page at the
// address needs; with the role known, that role's screens follow. The app renders once they are in
// (screensLoaded), or after at most two seconds, when a slow network gets the screen's loader instead; until
// then the page shows what the server painted (decision 0027).
const START_WAIT_MS = 2_000;
const session = queryClient.prefetchQuery(sessionQuery());
void screensLoaded(pathname, undefined);
void Promise.race([
  session.then(() => screensLoaded(pathname, queryClient.getQueryData(sessionQuery().queryKey)?.role)),
  new Promise((resolve) => setTimeout(resolve, START_WAIT_MS)),
]).then(render);

function render() {
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
}
