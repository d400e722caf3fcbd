// The appointments feature's public entry (docs/architecture.md, 'Feature walls').
export { appointmentEraser } from './erasure.ts';
export { feed } from './ics.ts';
export {
  appointmentCancellation,
  appointmentReminderHandler,
  calendarOptions,
  cancelAppointmentOf,
  REMINDER_JOB,
} from './service.ts';
