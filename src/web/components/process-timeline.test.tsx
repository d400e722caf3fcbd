import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ProcessTimeline } from './process-timeline.tsx';

const step = (label: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(label))!;

describe('the five-step process', () => {
  it('dates each done step, the appointment with its time, and says what is still ahead', () => {
    renderWithProviders(
      <ProcessTimeline
        status="appointment_scheduled"
        dates={{
          registrationDate: '2026-03-02T09:30:00.000Z',
          orderedAt: '2026-03-04T10:00:00.000Z',
          auditorAssignDate: null,
          appointmentDate: '2026-03-12T08:30:00.000Z',
          certificate: null,
        }}
      />,
    );
    expect(within(step('Regisztrált')).getByText('2026. 03. 02.')).toBeInTheDocument();
    expect(within(step('Megrendelve')).getByText('2026. 03. 04.')).toBeInTheDocument();
    // Done, but its date is not known.
    expect(within(step('Tanúsító hozzárendelve')).getByText('Kész')).toBeInTheDocument();
    // Budapest time (CET in March).
    expect(within(step('Időpont egyeztetve')).getByText('2026. 03. 12. 09:30')).toBeInTheDocument();
    expect(within(step('Tanúsítvány kész')).getByText('Hátravan')).toBeInTheDocument();
  });
});
