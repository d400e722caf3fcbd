-- Decision 0023: the totals the lists and start screens show are kept by the writes, as the active clients
-- are (migration 0017), instead of counted over up to a million rows on every request
-- (docs/data-model.md, 'Counters').

-- Clients not erased, by their property's status as the client list filters it (profiles.property_status).
CREATE TABLE "client_totals" (
  "property_status" text PRIMARY KEY NOT NULL,
  "clients" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Properties by status, erased clients' included (kept for the records, as the start page counts them).
CREATE TABLE "property_totals" (
  "status" text PRIMARY KEY NOT NULL,
  "properties" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "client_totals" ("property_status")
  VALUES ('new'), ('finding_auditor'), ('auditor_assigned'), ('appointment_scheduled'), ('document_uploaded');--> statement-breakpoint
INSERT INTO "property_totals" ("status")
  VALUES ('new'), ('finding_auditor'), ('auditor_assigned'), ('appointment_scheduled'), ('document_uploaded');--> statement-breakpoint

-- Each change moves one row's count from its old key to its new one. Two keys are written in the order of
-- their names, so two changes crossing each other wait rather than deadlock.
CREATE FUNCTION profiles_count_clients() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text;
  now_is text;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role = 'client' AND OLD.erased_at IS NULL THEN was := OLD.property_status; END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'client' AND NEW.erased_at IS NULL THEN now_is := NEW.property_status; END IF;
  IF was IS NOT DISTINCT FROM now_is THEN RETURN NULL; END IF;
  IF was IS NOT NULL AND (now_is IS NULL OR was < now_is) THEN
    UPDATE client_totals SET clients = clients - 1 WHERE property_status = was;
    was := NULL;
  END IF;
  IF now_is IS NOT NULL THEN
    UPDATE client_totals SET clients = clients + 1 WHERE property_status = now_is;
  END IF;
  IF was IS NOT NULL THEN
    UPDATE client_totals SET clients = clients - 1 WHERE property_status = was;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_count_clients AFTER INSERT OR DELETE OR UPDATE OF role, erased_at, property_status
  ON profiles FOR EACH ROW EXECUTE FUNCTION profiles_count_clients();--> statement-breakpoint

CREATE FUNCTION properties_count_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text;
  now_is text;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := OLD.status; END IF;
  IF TG_OP <> 'DELETE' THEN now_is := NEW.status; END IF;
  IF was IS NOT DISTINCT FROM now_is THEN RETURN NULL; END IF;
  IF was IS NOT NULL AND (now_is IS NULL OR was < now_is) THEN
    UPDATE property_totals SET properties = properties - 1 WHERE status = was;
    was := NULL;
  END IF;
  IF now_is IS NOT NULL THEN
    UPDATE property_totals SET properties = properties + 1 WHERE status = now_is;
  END IF;
  IF was IS NOT NULL THEN
    UPDATE property_totals SET properties = properties - 1 WHERE status = was;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_count_statuses AFTER INSERT OR DELETE OR UPDATE OF status
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_count_statuses();--> statement-breakpoint

-- Each auditor's clients (every property assigned to them), finished audits and ratings, for the auditor
-- list's sorts and the bank's auditor directory. The active clients' trigger of migration 0017 becomes
-- part of this one, so a property's change writes its auditor's row once.
ALTER TABLE "auditor_details" ADD COLUMN "total_clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auditor_details" ADD COLUMN "completed_audits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auditor_details" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auditor_details" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP TRIGGER properties_count_active_clients ON properties;--> statement-breakpoint
DROP FUNCTION properties_count_active_clients();--> statement-breakpoint
CREATE FUNCTION properties_count_auditor_clients() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_auditor text;
  new_auditor text;
  old_active int := 0;
  new_active int := 0;
  old_done int := 0;
  new_done int := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_auditor := OLD.auditor_id;
    old_active := (OLD.status IN ('auditor_assigned', 'appointment_scheduled'))::int;
    old_done := (OLD.status = 'document_uploaded')::int;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_auditor := NEW.auditor_id;
    new_active := (NEW.status IN ('auditor_assigned', 'appointment_scheduled'))::int;
    new_done := (NEW.status = 'document_uploaded')::int;
  END IF;
  IF old_auditor IS NOT DISTINCT FROM new_auditor THEN
    IF new_auditor IS NOT NULL AND (old_active <> new_active OR old_done <> new_done) THEN
      UPDATE auditor_details SET active_clients = active_clients + new_active - old_active,
        completed_audits = completed_audits + new_done - old_done
      WHERE auditor_id = new_auditor;
    END IF;
    RETURN NULL;
  END IF;
  -- A reassignment writes the two auditors' rows in the order of their ids, so two reassignments
  -- crossing each other wait rather than deadlock.
  IF old_auditor IS NOT NULL AND (new_auditor IS NULL OR old_auditor < new_auditor) THEN
    UPDATE auditor_details SET total_clients = total_clients - 1, active_clients = active_clients - old_active,
      completed_audits = completed_audits - old_done
    WHERE auditor_id = old_auditor;
    old_auditor := NULL;
  END IF;
  IF new_auditor IS NOT NULL THEN
    UPDATE auditor_details SET total_clients = total_clients + 1, active_clients = active_clients + new_active,
      completed_audits = completed_audits + new_done
    WHERE auditor_id = new_auditor;
  END IF;
  IF old_auditor IS NOT NULL THEN
    UPDATE auditor_details SET total_clients = total_clients - 1, active_clients = active_clients - old_active,
      completed_audits = completed_audits - old_done
    WHERE auditor_id = old_auditor;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_count_auditor_clients AFTER INSERT OR DELETE OR UPDATE OF status, auditor_id
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_count_auditor_clients();--> statement-breakpoint

CREATE FUNCTION ratings_count_auditor_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE auditor_details SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.stars
    WHERE auditor_id = OLD.auditor_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE auditor_details SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.stars
    WHERE auditor_id = NEW.auditor_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ratings_count_auditor_ratings AFTER INSERT OR DELETE OR UPDATE OF stars, auditor_id
  ON ratings FOR EACH ROW EXECUTE FUNCTION ratings_count_auditor_ratings();--> statement-breakpoint

-- An auditor's details written after their properties or ratings (not a path the portal has, but cheap to
-- cover) start from the true counts.
CREATE OR REPLACE FUNCTION auditor_details_count_active_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT count(*) FILTER (WHERE status IN ('auditor_assigned', 'appointment_scheduled')), count(*),
    count(*) FILTER (WHERE status = 'document_uploaded')
  INTO NEW.active_clients, NEW.total_clients, NEW.completed_audits
  FROM properties WHERE auditor_id = NEW.auditor_id;
  SELECT count(*), coalesce(sum(stars), 0) INTO NEW.rating_count, NEW.rating_sum
  FROM ratings WHERE auditor_id = NEW.auditor_id;
  RETURN NEW;
END $$;--> statement-breakpoint

UPDATE client_totals SET clients = (
  SELECT count(*) FROM profiles
  WHERE role = 'client' AND erased_at IS NULL AND profiles.property_status = client_totals.property_status
);--> statement-breakpoint
UPDATE property_totals SET properties = (
  SELECT count(*) FROM properties WHERE properties.status = property_totals.status
);--> statement-breakpoint
UPDATE auditor_details SET
  active_clients = counts.active, total_clients = counts.total, completed_audits = counts.done
FROM (
  SELECT auditor_id, count(*) FILTER (WHERE status IN ('auditor_assigned', 'appointment_scheduled')) AS active,
    count(*) AS total, count(*) FILTER (WHERE status = 'document_uploaded') AS done
  FROM properties WHERE auditor_id IS NOT NULL GROUP BY auditor_id
) AS counts
WHERE auditor_details.auditor_id = counts.auditor_id;--> statement-breakpoint
UPDATE auditor_details SET rating_count = counts.n, rating_sum = counts.total
FROM (SELECT auditor_id, count(*) AS n, sum(stars) AS total FROM ratings GROUP BY auditor_id) AS counts
WHERE auditor_details.auditor_id = counts.auditor_id;
