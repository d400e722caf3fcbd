// The appointment dialog's choices (docs/roles/auditor.md, 'Appointment dialog'): the current Budapest
// year and the next two, Hungarian month names, the days of the chosen month, hours 08-18 and quarter hours.
import { APPOINTMENT } from '../../../domain/constants.ts';
import { MONTH_NAMES } from '../../../domain/format.ts';
import { daysInMonth, toBudapest, twoDigits } from '../../../domain/time.ts';
import { APPOINTMENT_MINUTES } from '../../../domain/appointments.ts';

export interface Option {
  value: string;
  label: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export function yearOptions(now: Date): Option[] {
  const year = toBudapest(now).year;
  return Array.from({ length: APPOINTMENT.yearsAhead + 1 }, (_, i) => ({
    value: String(year + i),
    label: String(year + i),
  }));
}

/** Január … December. */
export const MONTH_OPTIONS: Option[] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: capitalise(MONTH_NAMES[i] ?? ''),
}));

/** 1 … 28/29/30/31 for the chosen month; none until both year and month are chosen. */
export function dayOptions(year: string, month: string): Option[] {
  if (year === '' || month === '') return [];
  return Array.from({ length: daysInMonth(Number(year), Number(month)) }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1}.`,
  }));
}

export const HOUR_OPTIONS: Option[] = Array.from(
  { length: APPOINTMENT.lastHour - APPOINTMENT.firstHour + 1 },
  (_, i) => ({ value: String(APPOINTMENT.firstHour + i), label: twoDigits(APPOINTMENT.firstHour + i) }),
);

export const MINUTE_OPTIONS: Option[] = APPOINTMENT_MINUTES.map((minute) => ({
  value: String(minute),
  label: twoDigits(minute),
}));

export interface AppointmentChoice {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** An existing appointment as the dialog's choices (Budapest wall clock), or the 09:00 default. */
export function initialChoice(appointmentDate: string | null): AppointmentChoice {
  if (appointmentDate === null) {
    return {
      year: '',
      month: '',
      day: '',
      hour: String(APPOINTMENT.defaultHour),
      minute: String(APPOINTMENT.defaultMinute),
    };
  }
  const local = toBudapest(new Date(appointmentDate));
  return {
    year: String(local.year),
    month: String(local.month),
    day: String(local.day),
    hour: String(local.hour),
    minute: String(local.minute),
  };
}

/** A month change keeps the day only when the new month has it (31 March -> April clears it). */
export function withChange(choice: AppointmentChoice, change: Partial<AppointmentChoice>): AppointmentChoice {
  const next = { ...choice, ...change };
  if (next.day !== '' && (next.year === '' || next.month === '')) return next;
  if (next.day !== '' && Number(next.day) > daysInMonth(Number(next.year), Number(next.month)))
    return { ...next, day: '' };
  return next;
}

export const isComplete = (choice: AppointmentChoice) => Object.values(choice).every((value) => value !== '');
