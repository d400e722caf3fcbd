import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildAdminAuditorRow } from '../../test/admin.ts';
import { renderInRouter } from '../../test/render.tsx';
import { AuditorsTable } from './auditors-table.tsx';
import { auditorList, DEFAULT_AUDITOR_LIST_STATE } from './auditors-query.ts';

const { toggleSort: toggleAuditorSort } = auditorList;

const row = buildAdminAuditorRow();

function renderTable(onSort = vi.fn(), rows = [row]) {
  renderInRouter(
    <AuditorsTable
      rows={rows}
      state={{ ...DEFAULT_AUDITOR_LIST_STATE, sort: 'onboardingStatus', direction: 'asc' }}
      canOpenDetail
      onSort={onSort}
      onEdit={() => {}}
    />,
  );
  return onSort;
}

describe('the auditor list table', () => {
  it('gives every sort key its own column header with one button', async () => {
    const onSort = renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Tanúsító',
      'Elérhetőség',
      'Ügyfelek',
      'Kapacitás',
      'Megyék',
      'Aktív',
      'Státusz',
      'Regisztrált',
      'Értékelés',
      'Műveletek',
    ]);
    for (const header of headers) expect(within(header).queryAllByRole('button').length).toBeLessThan(2);
    const onboarding = screen.getByRole('columnheader', { name: 'Státusz' });
    expect(onboarding).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Aktív' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(onboarding).getByRole('button', { name: 'Státusz' }));
    expect(onSort).toHaveBeenCalledWith('onboardingStatus');
  });

  it('labels every value of a row and names what is missing', () => {
    renderTable();
    const [cells] = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell'));
    const text = cells!.map((cell) => cell.textContent);
    expect(text[0]).toBe(`Lakatos NóraTAN-000001 ${MESSAGES.auditors.addressFallback}`);
    expect(text[1]).toBe('Nincs megadvanora.lakatos@example.hu');
    expect(text[2]).toBe('3 aktív7 összesen');
    expect(text[3]).toBe('6 / hét');
    expect(text[5]).toBe('Aktív');
    expect(text[6]).toBe('Regisztrált');
    expect(text[8]).toContain('Még nincs értékelés');
  });

  it("writes a rating with one decimal, as the bank's directory does", () => {
    renderTable(vi.fn(), [buildAdminAuditorRow({ averageRating: 4, ratingCount: 3 })]);
    const [cells] = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell'));
    expect(cells![8]).toHaveTextContent('4,0(3) értékelés alapján');
  });

  it('starts the onboarding from its first step and ratings from the best', () => {
    const onboarding = toggleAuditorSort(DEFAULT_AUDITOR_LIST_STATE, 'onboardingStatus');
    expect(onboarding).toMatchObject({ sort: 'onboardingStatus', direction: 'asc' });
    expect(toggleAuditorSort(onboarding, 'onboardingStatus').direction).toBe('desc');
    expect(toggleAuditorSort(DEFAULT_AUDITOR_LIST_STATE, 'averageRating').direction).toBe('desc');
  });
});
