import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../domain/format.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ListPager } from './list-pager.tsx';

describe('ListPager', () => {
  it('shows the rows per page, the range and the page buttons, and asks for the page chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ListPager page={2} pageSize={25} total={1234} onChange={onChange} />);
    expect(screen.getByText(`26–50 / ${formatNumber(1234)}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Sorok oldalanként')).toHaveValue('25');
    await userEvent.click(screen.getByRole('button', { name: '3. oldal' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.selectOptions(screen.getByLabelText('Sorok oldalanként'), '50');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
  });

  it('shows no page buttons for one page, and nothing at all for no rows', () => {
    const { unmount } = renderWithProviders(
      <ListPager page={1} pageSize={25} total={7} onChange={() => {}} />,
    );
    expect(screen.getByText('1–7 / 7')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Lapozás' })).toBeNull();
    unmount();
    renderWithProviders(<ListPager page={1} pageSize={25} total={0} onChange={() => {}} />);
    expect(screen.queryByLabelText('Sorok oldalanként')).toBeNull();
    expect(screen.queryByText(/\/ 0/)).toBeNull();
  });
});
