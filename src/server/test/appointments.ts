// Appointment times the tests book.

/** A date and time an auditor may choose: three days after `now`, 10:00 in Budapest. */
export function appointmentIn(now: Date) {
  const day = new Date(now.getTime() + 3 * 86_400_000);
  return {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: 10,
    minute: 0,
  };
}
