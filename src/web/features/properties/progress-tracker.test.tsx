import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ProgressTracker } from './progress-tracker.tsx';

describe('the client’s progress tracker', () => {
  it.each([
    ['finding_auditor', 25, 'Megrendelve'],
    ['auditor_assigned', 50, 'Tanúsító kijelölve'],
    ['appointment_scheduled', 75, 'Időpont egyeztetve'],
    ['document_uploaded', 100, 'Tanúsítvány elkészült'],
  ])('shows %s at %i%% with its step highlighted', (status, percent, label) => {
    renderWithProviders(<ProgressTracker status={status} />);
    expect(screen.getByTestId('tracker-percent')).toHaveTextContent(`${percent}%`);
    expect(screen.getByRole('progressbar', { name: 'Az igénylés előrehaladása' })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
  });

  it('marks the steps before the current one as done', () => {
    renderWithProviders(<ProgressTracker status="appointment_scheduled" />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('kész'),
      expect.stringContaining('kész'),
      expect.stringContaining('jelenlegi lépés'),
      expect.stringContaining('hátravan'),
    ]);
  });
});
