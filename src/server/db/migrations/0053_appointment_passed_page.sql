-- Decision 0023, 'The sixth round': the client list's "appointment passed" filter, newest first, walked the
-- registration index until 25 of its clients turned up. They are rare among the newest (a visit's time
-- passes days after the order), so at a million clients the page read 14,349 others first (39 ms of a 41-ms
-- request). The scheduled clients alone in registration order: the same page reads 84 entries (1 ms).
CREATE INDEX "profiles_clients_appointment_registration_idx" ON "profiles" USING btree ("registration_date", "id")
  WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null
    and "profiles"."property_appointment_date" is not null;
