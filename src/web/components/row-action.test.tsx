import { IconTrash } from '@tabler/icons-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { RowAction } from './row-action.tsx';

// jsdom lays nothing out, so floating-ui may hide an open tooltip (display: none) a moment after it opens:
// these tests read that it opens with the right text; the journeys see it in Chromium.
const VISIBILITY_UNKNOWN = { hidden: true } as const;
const tooltip = () => screen.queryByRole('tooltip', VISIBILITY_UNKNOWN);

function renderAction(disabledReason?: string) {
  const onClick = vi.fn();
  renderWithProviders(
    <>
      <button type="button">Előző</button>
      <RowAction
        label="Törlés"
        icon={<IconTrash aria-hidden />}
        onClick={onClick}
        disabledReason={disabledReason}
      />
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Törlés' }), onClick };
}

describe('a row’s icon button', () => {
  it('shows its name in a tooltip under the mouse, and hides it when the mouse leaves', async () => {
    const { button, onClick } = renderAction();
    expect(tooltip()).not.toBeInTheDocument();
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent('Törlés');
    await userEvent.unhover(button);
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows it on keyboard focus, and Escape hides it with the focus left in place', async () => {
    const { button } = renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Előző' }));
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent('Törlés');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('hides it at a press elsewhere, as a tap elsewhere on a phone', async () => {
    const { button } = renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Előző' }));
    await userEvent.tab();
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent('Törlés');
    fireEvent.pointerDown(button);
    expect(tooltip()).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
  });

  it('says why it cannot be used, does nothing when pressed, and stays in the tab order', async () => {
    const { button, onClick } = renderAction('A tanúsítvány már szerepel egy elszámolásban');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('A tanúsítvány már szerepel egy elszámolásban');
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent(
      'Törlés: A tanúsítvány már szerepel egy elszámolásban',
    );
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
