-- The client list (docs/roles/portal-admin.md, 'Client list'): its search also reads the displayed id
-- ('kh-00012', and 'tan-000002' on an auditor's profile) and, on a client, the auditor's name; the status
-- sort follows the process order; the order date and auditor sorts keep empty values last in both
-- directions.
DROP INDEX IF EXISTS "profiles_clients_search_idx";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN IF EXISTS "search_text";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(CASE role WHEN 'client' THEN 'kh-' || lpad(display_number::text, greatest(5, length(display_number::text)), '0') || ' ' WHEN 'auditor' THEN 'tan-' || lpad(display_number::text, greatest(6, length(display_number::text)), '0') || ' ' ELSE '' END || name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(address, '') || ' ' || coalesce(property_address, '') || ' ' || coalesce(property_auditor_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_clients_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_clients_status_order_idx" ON "profiles" USING btree ((CASE "property_status" WHEN 'new' THEN 0 WHEN 'finding_auditor' THEN 1 WHEN 'auditor_assigned' THEN 2 WHEN 'appointment_scheduled' THEN 3 WHEN 'document_uploaded' THEN 4 END),"registration_date","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_clients_ordered_desc_idx" ON "profiles" USING btree ("property_ordered_at" DESC NULLS LAST,"id" DESC) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_clients_auditor_desc_idx" ON "profiles" USING btree ("property_auditor_name" DESC NULLS LAST,"id" DESC) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;
