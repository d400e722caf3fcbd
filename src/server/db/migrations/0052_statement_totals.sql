-- Decision 0023, 'The sixth round': the client totals, the property totals, each auditor's counts and the
-- client's copy of their property are written once per statement, as the bank's to-do totals are (migration
-- 0048), instead of once per row. A row trigger writes the same few total rows once for every row a
-- statement changes; inside one transaction each write leaves a version that no one may yet remove, and the
-- next write walks past all of them, so a statement of n rows costs n squared. Loading 50,000 clients in two
-- transactions spent 108 of its 172 seconds in the client totals' trigger alone (29 seconds in all after).
--
-- A trigger with transition tables takes one event, so each function serves three triggers, and the
-- transition table a branch reads exists for that event alone. (One query for the three events, built with
-- EXECUTE, measured 0.3 ms a statement against 0.04 ms for the counters' static queries, whose plans are
-- kept; the copy to the client runs through EXECUTE on purpose, see its function.) The keys a statement moves
-- are written in their order, so two statements crossing each other wait rather than deadlock.

DROP TRIGGER profiles_count_clients ON profiles;--> statement-breakpoint
DROP FUNCTION profiles_count_clients();--> statement-breakpoint
-- Clients not erased, by their property's status (docs/data-model.md, 'Counters').
CREATE FUNCTION profiles_count_clients() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves refcursor;
  move record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    OPEN moves FOR SELECT property_status AS key, count(*) AS delta FROM new_rows
      WHERE role = 'client' AND erased_at IS NULL GROUP BY 1 ORDER BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN moves FOR SELECT property_status AS key, -count(*) AS delta FROM old_rows
      WHERE role = 'client' AND erased_at IS NULL GROUP BY 1 ORDER BY 1;
  ELSE
    OPEN moves FOR SELECT key, sum(delta) AS delta FROM (
        SELECT property_status AS key, 1 AS delta FROM new_rows WHERE role = 'client' AND erased_at IS NULL
        UNION ALL
        SELECT property_status, -1 FROM old_rows WHERE role = 'client' AND erased_at IS NULL
      ) AS changes GROUP BY key HAVING sum(delta) <> 0 ORDER BY key;
  END IF;
  LOOP
    FETCH moves INTO move;
    EXIT WHEN NOT FOUND;
    UPDATE client_totals SET clients = clients + move.delta WHERE property_status = move.key;
  END LOOP;
  CLOSE moves;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_count_clients_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_count_clients();--> statement-breakpoint
CREATE TRIGGER profiles_count_clients_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_count_clients();--> statement-breakpoint
CREATE TRIGGER profiles_count_clients_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_count_clients();--> statement-breakpoint

DROP TRIGGER properties_count_statuses ON properties;--> statement-breakpoint
DROP FUNCTION properties_count_statuses();--> statement-breakpoint
-- Properties by status, erased clients' included.
CREATE FUNCTION properties_count_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves refcursor;
  move record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    OPEN moves FOR SELECT status AS key, count(*) AS delta FROM new_rows GROUP BY 1 ORDER BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN moves FOR SELECT status AS key, -count(*) AS delta FROM old_rows GROUP BY 1 ORDER BY 1;
  ELSE
    OPEN moves FOR SELECT key, sum(delta) AS delta FROM (
        SELECT status AS key, 1 AS delta FROM new_rows
        UNION ALL
        SELECT status, -1 FROM old_rows
      ) AS changes GROUP BY key HAVING sum(delta) <> 0 ORDER BY key;
  END IF;
  LOOP
    FETCH moves INTO move;
    EXIT WHEN NOT FOUND;
    UPDATE property_totals SET properties = properties + move.delta WHERE status = move.key;
  END LOOP;
  CLOSE moves;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_count_statuses_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_statuses();--> statement-breakpoint
CREATE TRIGGER properties_count_statuses_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_count_statuses();--> statement-breakpoint
CREATE TRIGGER properties_count_statuses_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_statuses();--> statement-breakpoint

DROP TRIGGER properties_count_auditor_clients ON properties;--> statement-breakpoint
DROP FUNCTION properties_count_auditor_clients();--> statement-breakpoint
-- Each auditor's clients (every property assigned to them), active clients (assigned or with a visit booked)
-- and finished audits.
CREATE FUNCTION properties_count_auditor_clients() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves refcursor;
  move record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    OPEN moves FOR SELECT auditor_id AS key, count(*) AS total,
        count(*) FILTER (WHERE status IN ('auditor_assigned', 'appointment_scheduled')) AS active,
        count(*) FILTER (WHERE status = 'document_uploaded') AS done
      FROM new_rows WHERE auditor_id IS NOT NULL GROUP BY 1 ORDER BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN moves FOR SELECT auditor_id AS key, -count(*) AS total,
        -count(*) FILTER (WHERE status IN ('auditor_assigned', 'appointment_scheduled')) AS active,
        -count(*) FILTER (WHERE status = 'document_uploaded') AS done
      FROM old_rows WHERE auditor_id IS NOT NULL GROUP BY 1 ORDER BY 1;
  ELSE
    OPEN moves FOR SELECT key, sum(sign) AS total,
        coalesce(sum(sign) FILTER (WHERE status IN ('auditor_assigned', 'appointment_scheduled')), 0) AS active,
        coalesce(sum(sign) FILTER (WHERE status = 'document_uploaded'), 0) AS done
      FROM (
        SELECT auditor_id AS key, status, 1 AS sign FROM new_rows WHERE auditor_id IS NOT NULL
        UNION ALL
        SELECT auditor_id, status, -1 FROM old_rows WHERE auditor_id IS NOT NULL
      ) AS changes
      GROUP BY key
      HAVING sum(sign) <> 0
        OR coalesce(sum(sign) FILTER (WHERE status IN ('auditor_assigned', 'appointment_scheduled')), 0) <> 0
        OR coalesce(sum(sign) FILTER (WHERE status = 'document_uploaded'), 0) <> 0
      ORDER BY key;
  END IF;
  LOOP
    FETCH moves INTO move;
    EXIT WHEN NOT FOUND;
    UPDATE auditor_details SET total_clients = total_clients + move.total,
      active_clients = active_clients + move.active, completed_audits = completed_audits + move.done
    WHERE auditor_id = move.key;
  END LOOP;
  CLOSE moves;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_count_auditor_clients_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_auditor_clients();--> statement-breakpoint
CREATE TRIGGER properties_count_auditor_clients_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_count_auditor_clients();--> statement-breakpoint
CREATE TRIGGER properties_count_auditor_clients_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_count_auditor_clients();--> statement-breakpoint

-- The client list's copy of the client's property (migrations 0011, 0015, 0045; decision 0009), written by
-- one statement per statement: otherwise a statement of many properties writes the client totals above once
-- per property again, through the profiles it updates one at a time.
--
-- Only the rows whose copied columns changed are copied, as the row trigger fired only for those columns, so
-- an unrelated update (a coupon approved, a contact person) neither writes nor locks the auditor's profile.
-- Profiles are reached through arrays of their ids, whose plans stay index look-ups whatever the size, and
-- the copy itself is planned for each statement (EXECUTE): a saved plan joining the transition table is made
-- for the size of the first statement that ran it, and after a statement of thousands a one-row write
-- scanned every profile twice (196 ms at 200,000 profiles).
DROP TRIGGER properties_copy_to_client ON properties;--> statement-breakpoint
DROP FUNCTION properties_copy_to_client();--> statement-breakpoint
CREATE FUNCTION properties_copy_to_client() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cleared text[];
  copied uuid[];
  auditors text[];
BEGIN
  -- A client whose property was deleted or given to another client has no property again.
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(client_id) INTO cleared FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(old_rows.client_id) INTO cleared
    FROM old_rows JOIN new_rows ON new_rows.id = old_rows.id
    WHERE new_rows.client_id IS DISTINCT FROM old_rows.client_id;
    SELECT array_agg(new_rows.id) INTO copied
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE (new_rows.client_id, new_rows.status, new_rows.ordered_at, new_rows.address, new_rows.coupon_code,
        new_rows.auditor_id, new_rows.appointment_date)
      IS DISTINCT FROM (old_rows.client_id, old_rows.status, old_rows.ordered_at, old_rows.address,
        old_rows.coupon_code, old_rows.auditor_id, old_rows.appointment_date);
  ELSE
    SELECT array_agg(id) INTO copied FROM new_rows;
  END IF;
  IF cleared IS NOT NULL THEN
    UPDATE profiles SET property_status = 'new', property_ordered_at = NULL, property_address = NULL,
      property_coupon_code = NULL, property_auditor_name = NULL, property_appointment_date = NULL
    WHERE id = ANY (cleared);
  END IF;
  IF copied IS NULL THEN
    RETURN NULL;
  END IF;
  -- The auditors' profiles are read FOR SHARE, so a rename committing meanwhile is waited for and its new
  -- name copied (migration 0015); in the order of their ids, so two statements wait rather than deadlock.
  SELECT array_agg(DISTINCT auditor_id) INTO auditors FROM new_rows WHERE id = ANY (copied);
  IF auditors IS NOT NULL THEN
    PERFORM 1 FROM profiles WHERE id = ANY (auditors) ORDER BY id FOR SHARE;
  END IF;
  -- A profile is written only when a copied value changes, so a property saved unchanged leaves no dead rows.
  EXECUTE 'UPDATE profiles SET property_status = copy.status, property_ordered_at = copy.ordered_at,
      property_address = copy.address, property_coupon_code = copy.coupon_code,
      property_auditor_name = copy.auditor_name, property_appointment_date = copy.appointment
    FROM (
      SELECT new_rows.client_id, new_rows.status, new_rows.ordered_at, new_rows.address, new_rows.coupon_code,
        auditor.name AS auditor_name,
        CASE WHEN new_rows.status = ''appointment_scheduled'' THEN new_rows.appointment_date END AS appointment
      FROM new_rows LEFT JOIN profiles AS auditor ON auditor.id = new_rows.auditor_id
      WHERE new_rows.id = ANY ($1)
    ) AS copy
    WHERE profiles.id = copy.client_id
      AND (profiles.property_status, profiles.property_ordered_at, profiles.property_address,
        profiles.property_coupon_code, profiles.property_auditor_name, profiles.property_appointment_date)
        IS DISTINCT FROM (copy.status, copy.ordered_at, copy.address, copy.coupon_code, copy.auditor_name,
          copy.appointment)'
  USING copied;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_copy_to_client_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_copy_to_client();--> statement-breakpoint
CREATE TRIGGER properties_copy_to_client_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_copy_to_client();--> statement-breakpoint
CREATE TRIGGER properties_copy_to_client_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_copy_to_client();
--> statement-breakpoint

-- A certificate uploaded, replaced or deleted is a change of its property (migration 0043), stamped by one
-- statement per statement: a statement on properties, even one that changes no row, runs the statement
-- triggers above, and once for each of 15,000 certificates loaded they cost 4.5 of a load's 33 seconds.
DROP TRIGGER "documents_mark_property_change" ON "documents";--> statement-breakpoint
DROP FUNCTION "documents_mark_property_change"();--> statement-breakpoint
CREATE FUNCTION "documents_mark_property_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  targets uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT property_id) INTO targets FROM new_rows WHERE type = 'certificate';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT property_id) INTO targets FROM old_rows WHERE type = 'certificate';
  ELSE
    SELECT array_agg(DISTINCT new_rows.property_id) INTO targets
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE new_rows.type = 'certificate'
      AND (new_rows.uploaded_at, new_rows.type) IS DISTINCT FROM (old_rows.uploaded_at, old_rows.type);
  END IF;
  -- Usually the upload's own transaction has already stamped the property (its status moved): no second
  -- write then, which would update every index of the table again.
  IF targets IS NOT NULL THEN
    UPDATE "properties" SET "change_xid" = pg_current_xact_id()
    WHERE "id" = ANY (targets) AND "change_xid" <> pg_current_xact_id();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_mark_property_change_insert" AFTER INSERT ON "documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_mark_property_change"();--> statement-breakpoint
CREATE TRIGGER "documents_mark_property_change_update" AFTER UPDATE ON "documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "documents_mark_property_change"();--> statement-breakpoint
CREATE TRIGGER "documents_mark_property_change_delete" AFTER DELETE ON "documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_mark_property_change"();
--> statement-breakpoint

-- Each auditor's ratings, likewise: a statement of many ratings writes each auditor's row once.
DROP TRIGGER ratings_count_auditor_ratings ON ratings;--> statement-breakpoint
DROP FUNCTION ratings_count_auditor_ratings();--> statement-breakpoint
CREATE FUNCTION ratings_count_auditor_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves refcursor;
  move record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    OPEN moves FOR SELECT auditor_id AS key, count(*) AS ratings, sum(stars) AS stars FROM new_rows
      GROUP BY 1 ORDER BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN moves FOR SELECT auditor_id AS key, -count(*) AS ratings, -sum(stars) AS stars FROM old_rows
      GROUP BY 1 ORDER BY 1;
  ELSE
    OPEN moves FOR SELECT key, sum(sign) AS ratings, sum(sign * stars) AS stars FROM (
        SELECT auditor_id AS key, stars, 1 AS sign FROM new_rows
        UNION ALL
        SELECT auditor_id, stars, -1 FROM old_rows
      ) AS changes GROUP BY key HAVING sum(sign) <> 0 OR sum(sign * stars) <> 0 ORDER BY key;
  END IF;
  LOOP
    FETCH moves INTO move;
    EXIT WHEN NOT FOUND;
    UPDATE auditor_details SET rating_count = rating_count + move.ratings, rating_sum = rating_sum + move.stars
    WHERE auditor_id = move.key;
  END LOOP;
  CLOSE moves;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ratings_count_auditor_ratings_insert AFTER INSERT ON ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ratings_count_auditor_ratings();--> statement-breakpoint
CREATE TRIGGER ratings_count_auditor_ratings_update AFTER UPDATE ON ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ratings_count_auditor_ratings();--> statement-breakpoint
CREATE TRIGGER ratings_count_auditor_ratings_delete AFTER DELETE ON ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ratings_count_auditor_ratings();
