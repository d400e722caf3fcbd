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
import type { PageStart } from './lib/page-start.ts';
import { createQueryClient } from './lib/query-client.ts';
import { publicConfigQuery } from './lib/public-config.ts';
import { sessionQuery } from './lib/session.ts';

const found = document.getElementById('root');
if (!found) throw new Error('#root is missing from index.html');
const root: HTMLElement = found;

const queryClient = createQueryClient();
const { pathname } = window.location;
// The session check starts with the first script, beside the downloads of what every role's page at the
// address needs; with the role known, that role's screens follow, with their first data. The app renders once
// they are in (screensLoaded), or after at most two seconds, when a slow network gets the screen's loader
// instead; until then the page shows what the server painted (decision 0027). The public configuration is
// awaited too: the signed-in guard waits for it, and its answer after the first render re-rendered the whole
// layout and screen in one long task (decision 0027, ninth round).
const START_WAIT_MS = 2_000;
const session = queryClient.prefetchQuery(sessionQuery());
const config = queryClient.prefetchQuery(publicConfigQuery());
void screensLoaded(pathname, { role: undefined });
void Promise.race([
  Promise.all([session, config]).then(() => screensLoaded(pathname, pageStart())),
  new Promise((resolve) => setTimeout(resolve, START_WAIT_MS)),
]).then(render);

/** The signed-in role, and the cache for the screen's first data unless a set-up holds the visitor. */
function pageStart(): PageStart {
  const me = queryClient.getQueryData(sessionQuery().queryKey);
  if (!me) return { role: undefined };
  if (me.twoFactorSetupRequired || me.passwordChangeRequired) return { role: me.role };
  return { role: me.role, data: { queryClient, params: new URLSearchParams(window.location.search) } };
}

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
