// The appointment an auditor sets (docs/rules/validation.md, 'Appointment date and time'): a Budapest date
// and time from tomorrow on, within working hours, on a quarter hour.
import { z } from 'zod';
// Zod's own messages in Hungarian wherever this schema runs (browser and server).
import './zod-locale.ts';
import { APPOINTMENT } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { daysInMonth, fromBudapest, startOfBudapestDay, toBudapest } from './time.ts';

export const APPOINTMENT_MINUTES = [0, 15, 30, 45] as const;

/** The appointment rules relative to `now`: not earlier than tomorrow (Budapest), 08-18, quarter hours. */
export function appointmentSchema(now: Date) {
  const int = z.number({ error: MESSAGES.appointment.required }).int(MESSAGES.appointment.invalidDate);
  return z
    .object({
      // Bounded before the calendar sums below: JSON allows 4294967296 for a year.
      year: int.min(2000, MESSAGES.appointment.invalidDate).max(2100, MESSAGES.appointment.invalidDate),
      month: int.min(1, MESSAGES.appointment.invalidDate).max(12, MESSAGES.appointment.invalidDate),
      day: int.min(1, MESSAGES.appointment.invalidDate).max(31, MESSAGES.appointment.invalidDate),
      hour: int
        .min(APPOINTMENT.firstHour, MESSAGES.appointment.hour)
        .max(APPOINTMENT.lastHour, MESSAGES.appointment.hour),
      minute: int.refine(
        (m) => (APPOINTMENT_MINUTES as readonly number[]).includes(m),
        MESSAGES.appointment.minute,
      ),
    })
    .superRefine((v, ctx) => {
      if (v.day > daysInMonth(v.year, v.month)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.appointment.invalidDate, path: ['day'] });
        return;
      }
      // The current year (in Budapest) and the next two
      if (v.year > toBudapest(now).year + APPOINTMENT.yearsAhead) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.appointment.invalidDate, path: ['year'] });
      }
      if (fromBudapest(v) < startOfBudapestDay(now, 1)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.appointment.past, path: ['day'] });
      }
    })
    .transform((v) => fromBudapest(v));
}
