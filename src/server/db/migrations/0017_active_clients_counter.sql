DROP INDEX "properties_active_auditor_idx";--> statement-breakpoint
DROP INDEX "properties_appointment_idx";--> statement-breakpoint
ALTER TABLE "auditor_details" ADD COLUMN "active_clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_appointment_auditor_idx" ON "properties" USING btree ("appointment_date","auditor_id");--> statement-breakpoint

-- Decision 0010: each auditor's active clients (docs/data-model.md, 'Counters': assigned properties in
-- auditor_assigned or appointment_scheduled) counted by the database as properties change, for the
-- assignment ranking.
CREATE FUNCTION properties_count_active_clients() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_active boolean := false;
  is_active boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_active := OLD.auditor_id IS NOT NULL AND OLD.status IN ('auditor_assigned', 'appointment_scheduled');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_active := NEW.auditor_id IS NOT NULL AND NEW.status IN ('auditor_assigned', 'appointment_scheduled');
  END IF;
  IF was_active AND is_active AND OLD.auditor_id = NEW.auditor_id THEN
    RETURN NULL;
  END IF;
  -- A reassignment writes the two auditors' rows in the order of their ids, so two reassignments
  -- crossing each other wait rather than deadlock.
  IF was_active AND is_active AND NEW.auditor_id < OLD.auditor_id THEN
    UPDATE auditor_details SET active_clients = active_clients + 1 WHERE auditor_id = NEW.auditor_id;
    UPDATE auditor_details SET active_clients = active_clients - 1 WHERE auditor_id = OLD.auditor_id;
    RETURN NULL;
  END IF;
  IF was_active THEN
    UPDATE auditor_details SET active_clients = active_clients - 1 WHERE auditor_id = OLD.auditor_id;
  END IF;
  IF is_active THEN
    UPDATE auditor_details SET active_clients = active_clients + 1 WHERE auditor_id = NEW.auditor_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_count_active_clients AFTER INSERT OR DELETE OR UPDATE OF status, auditor_id
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_count_active_clients();--> statement-breakpoint
-- An auditor's details written after their properties (not a path the portal has, but cheap to cover)
-- start from the true count.
CREATE FUNCTION auditor_details_count_active_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT count(*) INTO NEW.active_clients FROM properties
  WHERE auditor_id = NEW.auditor_id AND status IN ('auditor_assigned', 'appointment_scheduled');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER auditor_details_count_active_clients BEFORE INSERT ON auditor_details
  FOR EACH ROW EXECUTE FUNCTION auditor_details_count_active_clients();--> statement-breakpoint
UPDATE auditor_details SET active_clients = (
  SELECT count(*) FROM properties
  WHERE properties.auditor_id = auditor_details.auditor_id
    AND properties.status IN ('auditor_assigned', 'appointment_scheduled')
);
