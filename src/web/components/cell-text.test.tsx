import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CellText } from './cell-text.tsx';

// jsdom lays nothing out, so floating-ui finds every tooltip's anchor zero-sized and hides the tooltip
// (display: none) a moment after it opens: whether a role query still sees it depends on the machine's speed.
// These tests check that the tooltip opens with the right text; the journeys check that it shows, in Chromium.
const VISIBILITY_UNKNOWN = { hidden: true } as const;

const LONG = 'Szentgyörgyvölgyi-Hódmezővásárhelyi Kisasszony Erzsébet Mária';

const layout: { mockRestore: () => void }[] = [];

/** jsdom lays nothing out: a text longer than 20 characters is taken as wider than its cell. */
function layOutCells() {
  layout.push(
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100),
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return (this.textContent ?? '').length > 20 ? 300 : 100;
    }),
  );
}

afterEach(() => {
  for (const spy of layout.splice(0)) spy.mockRestore();
});

describe('a table cell’s text', () => {
  // The tooltip opens on keyboard focus only where focus is visible, which jsdom does not tell: the operator's
  // journey tabs to a cut name in the browser (tests/e2e/operator-journey.e2e.ts).
  it('takes the keyboard focus when cut, and shows the whole text in a tooltip on hover', async () => {
    layOutCells();
    renderWithProviders(<CellText text={LONG} lines={2} />);
    const cell = screen.getByText(LONG);
    await userEvent.hover(cell);
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent(LONG);
    expect(cell).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(cell).toHaveFocus();
  });

  it('leaves a text that fits out of the tab order, without a tooltip', async () => {
    layOutCells();
    renderWithProviders(<CellText text="Papp Bence" lines={2} />);
    const cell = screen.getByText('Papp Bence');
    expect(cell).not.toHaveAttribute('tabindex');
    await userEvent.hover(cell);
    await userEvent.tab();
    expect(cell).not.toHaveFocus();
    expect(screen.queryByRole('tooltip', VISIBILITY_UNKNOWN)).not.toBeInTheDocument();
  });

  it('shows the cell’s own rendering and the whole text in the tooltip', async () => {
    layOutCells();
    renderWithProviders(
      <CellText text="nagyon.hosszu.cim@example.hu" lines={2}>
        nagyon.hosszu.cim
        <wbr />
        @example.hu
      </CellText>,
    );
    const cell = screen.getByText(/nagyon\.hosszu\.cim/);
    expect(cell.querySelector('wbr')).not.toBeNull();
    await userEvent.hover(cell);
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent(
      'nagyon.hosszu.cim@example.hu',
    );
  });
});
