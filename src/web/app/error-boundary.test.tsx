import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../../test/fail-on-console-error.ts';
import { renderWithProviders } from '../test/render.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('the application error screen', () => {
  it('replaces a screen that fails to render, with a reload button', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Alkalmazás hiba' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oldal újratöltése' }));
    expect(reload).toHaveBeenCalled();
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });

  it('appears for a promise rejected outside React', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <p>Tartalom</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Tartalom')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('unhandledrejection'));
    });
    expect(screen.getByRole('heading', { name: 'Alkalmazás hiba' })).toBeInTheDocument();
  });
});
