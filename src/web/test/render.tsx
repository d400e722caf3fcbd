import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers, theme } from '../app/providers.tsx';

/** A query client for one test: a failed request fails at once instead of being retried. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders with the app's providers and a query client whose cache the test may fill. */
export function renderWithProviders(ui: ReactElement, queryClient = testQueryClient()) {
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/**
 * Renders with the app's own providers, its notifications among them, for a test that reads a notification
 * on the screen (load `@mantine/notifications` before: the host loads it with the first notification).
 */
export function renderWithApp(ui: ReactElement, queryClient = testQueryClient()) {
  return { queryClient, ...render(<Providers queryClient={queryClient}>{ui}</Providers>) };
}

/** Renders `ui` with the app's providers inside a router opened at `entry`. */
export function renderInRouter(ui: ReactElement, entry = '/', queryClient?: QueryClient) {
  return renderWithProviders(<MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>, queryClient);
}

/** The address bar's query string, for a test to read back. */
function SearchProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/**
 * Renders a screen that keeps its state in the address bar (a list's filters, sort and page), opened at
 * `entry`; `location()` reads the query string back, as it stands after the screen changed it.
 */
export function renderAtAddress(ui: ReactElement, entry: string, queryClient?: QueryClient) {
  const rendered = renderInRouter(
    <>
      {ui}
      <SearchProbe />
    </>,
    entry,
    queryClient,
  );
  return { ...rendered, location: () => screen.getByTestId('location').textContent };
}
