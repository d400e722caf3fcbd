import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PageButtons } from './page-buttons.tsx';

describe('PageButtons', () => {
  it('names the landmark and every button in Hungarian, and asks for the page chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PageButtons label="Teendők lapozása" pages={4} page={2} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Teendők lapozása' });
    expect(nav).toContainElement(screen.getByRole('button', { name: '4. oldal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Következő oldal' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Előző oldal' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('marks the last page when the list shrank under a later one', () => {
    renderWithProviders(<PageButtons pages={3} page={7} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '3. oldal' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing when one page holds every row', () => {
    renderWithProviders(<PageButtons pages={1} page={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
