import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema.ts';
import type { PersonalDataEraser } from '../../platform/erasure.ts';
import { REMINDER_JOB } from './service.ts';

/** A queued appointment reminder would write to the erased address about 'Törölt felhasználó'. */
export const appointmentEraser: PersonalDataEraser = {
  feature: 'appointments',
  async erase(tx, person) {
    if (person.propertyId === null) return;
    await tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.name, REMINDER_JOB),
          eq(jobs.status, 'pending'),
          sql`${jobs.payload}->>'propertyId' = ${person.propertyId}`,
        ),
      );
  },
};
