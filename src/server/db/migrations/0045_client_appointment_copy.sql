-- Decision 0023: the client list's "appointment passed" filter reads the profile alone, as its other filters
-- do (decision 0009). The property's appointment time is copied onto its client's profile while the property
-- waits for it (status appointment_scheduled; null otherwise), so the filter and its capped count read one
-- small index instead of joining up to 200,000 scheduled properties of a million clients (110 ms).
--
-- The rows kept by the writes (migrations 0035 and 0042) get a new version with every change they count: a
-- transaction that changes many rows at once (a bulk load) leaves each table thousands of pages long,
-- which vacuum empties but does not give back (1,668 pages for the five client totals after 100,000
-- clients were loaded), and a read that scans them reads them whole. They are written again compactly;
-- their reads go through their keys (db/totals.ts).
CLUSTER "client_totals" USING "client_totals_pkey";--> statement-breakpoint
CLUSTER "property_totals" USING "property_totals_pkey";--> statement-breakpoint
CLUSTER "auditor_details" USING "auditor_details_pkey";--> statement-breakpoint
CLUSTER "report_order_months" USING "report_order_months_pk";--> statement-breakpoint
CLUSTER "report_certificate_months" USING "report_certificate_months_key";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "property_appointment_date" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_copy_to_client() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  auditor_name text;
  appointment timestamptz;
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.client_id IS DISTINCT FROM NEW.client_id) THEN
    UPDATE profiles SET property_status = 'new', property_ordered_at = NULL, property_address = NULL,
      property_coupon_code = NULL, property_auditor_name = NULL, property_appointment_date = NULL
    WHERE id = OLD.client_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT name INTO auditor_name FROM profiles WHERE id = NEW.auditor_id FOR SHARE;
    IF NEW.status = 'appointment_scheduled' THEN appointment := NEW.appointment_date; END IF;
    UPDATE profiles SET property_status = NEW.status, property_ordered_at = NEW.ordered_at,
      property_address = NEW.address, property_coupon_code = NEW.coupon_code,
      property_auditor_name = auditor_name, property_appointment_date = appointment
    WHERE id = NEW.client_id
      AND (property_status, property_ordered_at, property_address, property_coupon_code, property_auditor_name,
        property_appointment_date)
        IS DISTINCT FROM (NEW.status, NEW.ordered_at, NEW.address, NEW.coupon_code, auditor_name, appointment);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER properties_copy_to_client ON properties;--> statement-breakpoint
CREATE TRIGGER properties_copy_to_client AFTER INSERT OR DELETE
  OR UPDATE OF client_id, status, ordered_at, address, coupon_code, auditor_id, appointment_date ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_copy_to_client();--> statement-breakpoint
UPDATE profiles SET property_appointment_date = p.appointment_date
  FROM properties p
  WHERE p.client_id = profiles.id AND p.status = 'appointment_scheduled' AND p.appointment_date IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_clients_appointment_idx" ON "profiles" USING btree ("property_appointment_date")
  WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null
    and "profiles"."property_appointment_date" is not null;
