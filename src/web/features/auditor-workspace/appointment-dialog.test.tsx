import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildAuditorClientDetail, buildAuditorClientRow } from '../../test/auditor-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AppointmentDialog } from './appointment-dialog.tsx';

// 15 June 2027, 12:00 in Budapest (summer time): tomorrow is the 16th.
const NOW = new Date('2027-06-15T10:00:00.000Z');

function openDialog(client = buildAuditorClientRow('auditor_assigned')) {
  const onClose = vi.fn();
  renderWithProviders(<AppointmentDialog client={client} opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLSelectElement;
  return {
    onClose,
    dialog,
    year: field(/^Év/),
    month: field(/^Hónap/),
    day: field(/^Nap/),
    hour: field(/^Óra/),
    minute: field(/^Perc/),
    save: within(dialog).getByRole('button', { name: 'Időpont mentése' }),
  };
}

const optionValues = (select: HTMLSelectElement) =>
  [...select.options].filter((option) => !option.disabled).map((option) => option.value);

beforeEach(() => {
  // Only the date is frozen; timers run, so the user-event library works as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the appointment dialog', () => {
  it("shows the client's name, address and area", () => {
    const { dialog } = openDialog();
    expect(within(dialog).getByText('Kovács Anna')).toBeInTheDocument();
    expect(within(dialog).getByText('1061 Budapest, Liszt Ferenc tér 7')).toBeInTheDocument();
    expect(within(dialog).getByText('Alapterület: 86 m²')).toBeInTheDocument();
    expect(within(dialog).getByText(/emailben értesítést kap az időpontról, naptármeghívóval/)).toBeVisible();
  });

  it('offers this year and the next two, Hungarian months, 08-18 hours and quarter hours, 09:00 by default', () => {
    const { year, month, hour, minute } = openDialog();
    expect(optionValues(year)).toEqual(['2027', '2028', '2029']);
    expect([...month.options].map((option) => option.text)).toContain('Március');
    expect(optionValues(month)).toHaveLength(12);
    expect([...hour.options].map((option) => option.text)).toEqual([
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
    ]);
    expect([...minute.options].map((option) => option.text)).toEqual(['00', '15', '30', '45']);
    expect(hour).toHaveValue('9');
    expect(minute).toHaveValue('0');
  });

  it('keeps the day disabled until the year and the month are chosen, and the save button until all are', async () => {
    const { year, month, day, save } = openDialog();
    expect(day).toBeDisabled();
    expect(save).toBeDisabled();
    await userEvent.selectOptions(year, '2027');
    expect(day).toBeDisabled();
    await userEvent.selectOptions(month, '7');
    expect(day).toBeEnabled();
    expect(save).toBeDisabled();
    await userEvent.selectOptions(day, '1');
    expect(save).toBeEnabled();
  });

  it('lists the days of the chosen month, 29 in a leap-year February', async () => {
    const { year, month, day } = openDialog();
    await userEvent.selectOptions(year, '2028');
    await userEvent.selectOptions(month, '2');
    expect(optionValues(day)).toHaveLength(29);
    await userEvent.selectOptions(year, '2029');
    expect(optionValues(day)).toHaveLength(28);
    await userEvent.selectOptions(month, '4');
    expect(optionValues(day)).toHaveLength(30);
    await userEvent.selectOptions(month, '12');
    expect(optionValues(day)).toHaveLength(31);
  });

  it('clears a day that the newly chosen month does not have', async () => {
    const { year, month, day } = openDialog();
    await userEvent.selectOptions(year, '2027');
    await userEvent.selectOptions(month, '8');
    await userEvent.selectOptions(day, '31');
    await userEvent.selectOptions(month, '9');
    expect(day).toHaveValue('');
  });

  it('refuses today in red with its reason and accepts tomorrow in green', async () => {
    const { year, month, day, save, dialog } = openDialog();
    await userEvent.selectOptions(year, '2027');
    await userEvent.selectOptions(month, '6');
    await userEvent.selectOptions(day, '15');
    const chosen = within(dialog).getByTestId('chosen-date');
    expect(chosen).toHaveTextContent(MESSAGES.appointment.past);
    expect(save).toBeDisabled();
    await userEvent.selectOptions(day, '16');
    expect(within(dialog).getByTestId('chosen-date')).toHaveTextContent('2027. június 16., szerda 09:00');
    expect(save).toBeEnabled();
  });

  it('saves the chosen time, tells the user and closes', async () => {
    const calls = stubApi({
      'PUT /api/auditor/properties/00000000-0000-4000-8000-000000000001/appointment': () => ({
        body: {
          client: buildAuditorClientDetail('appointment_scheduled'),
          message: MESSAGES.auditorWorkspace.appointmentSaved,
        },
      }),
    });
    const { year, month, day, hour, minute, save, onClose } = openDialog();
    await userEvent.selectOptions(year, '2027');
    await userEvent.selectOptions(month, '6');
    await userEvent.selectOptions(day, '20');
    await userEvent.selectOptions(hour, '14');
    await userEvent.selectOptions(minute, '45');
    await userEvent.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ year: 2027, month: 6, day: 20, hour: 14, minute: 45 });
  });

  it("shows the server's refusal inside the dialog's own sentence", async () => {
    stubApi({
      'PUT /api/auditor/properties/00000000-0000-4000-8000-000000000001/appointment': () => ({
        status: 400,
        body: { error: { code: 'validation_error', message: MESSAGES.appointment.past } },
      }),
    });
    const { year, month, day, save, dialog } = openDialog();
    await userEvent.selectOptions(year, '2027');
    await userEvent.selectOptions(month, '6');
    await userEvent.selectOptions(day, '20');
    await userEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.auditorWorkspace.appointmentError(MESSAGES.appointment.past),
    );
  });

  it('starts from the current appointment when moving it, and can call it off', async () => {
    const calls = stubApi({
      'DELETE /api/auditor/properties/00000000-0000-4000-8000-000000000001/appointment': () => ({
        body: {
          client: buildAuditorClientDetail('auditor_assigned'),
          message: MESSAGES.auditorWorkspace.appointmentCancelled,
        },
      }),
    });
    const { year, month, day, hour, minute, dialog, onClose } = openDialog(
      buildAuditorClientRow('appointment_scheduled', { appointmentDate: '2027-06-20T07:30:00.000Z' }),
    );
    expect(screen.getByRole('dialog', { name: 'Időpont módosítása' })).toBeInTheDocument();
    expect([year.value, month.value, day.value, hour.value, minute.value]).toEqual([
      '2027',
      '6',
      '20',
      '9',
      '30',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Időpont lemondása' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Igen, lemondom' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.method)).toEqual(['DELETE']);
  });
});
