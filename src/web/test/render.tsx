import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { theme } from '../app/providers.tsx';

/** Renders with the app's providers and a query client whose cache the test may fill. */
export function renderWithProviders(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>,
    ),
  };
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
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      {ui}
      <SearchProbe />
    </MemoryRouter>,
    queryClient,
  );
  return { ...rendered, location: () => screen.getByTestId('location').textContent };
}
