-- Decision 0009 (speed): the client list's status sort reads a stored rank, so a deep page is an
-- index-only scan (the expression index of 0036 was passed over for a sort of all 100,000 rows: 150 ms at
-- page 2,000 on PostgreSQL), and the 'active' filter is a range of it. The coupon search's column gets a
-- finer histogram: with the default one PostgreSQL guessed 900 matches for a whole code (8 in fact) and
-- walked the registration index (130 ms) instead of the trigram index (3 ms).
DROP INDEX IF EXISTS "profiles_clients_status_order_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "property_status_rank" smallint GENERATED ALWAYS AS (CASE property_status WHEN 'new' THEN 0 WHEN 'finding_auditor' THEN 1 WHEN 'auditor_assigned' THEN 2 WHEN 'appointment_scheduled' THEN 3 WHEN 'document_uploaded' THEN 4 END) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_clients_status_rank_idx" ON "profiles" USING btree ("property_status_rank","registration_date","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "property_coupon_code" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "profiles";
