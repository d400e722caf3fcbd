-- The system log's statistics counted the events of their range by type on every request: an index-only
-- scan of every event in it (decision 0023, 'The eighth round': 30 days at a million clients, 240,000
-- events). This table holds the events of each Budapest day by type, and a range's figures are the sum of
-- its days' rows.
-- Kept by statement triggers on user_logs, in the writing transaction, never by the application. Each
-- database session adds to rows of its own (`writer`, its backend's process id), so two transactions that
-- write events on the same day never wait on one another's row, and none can deadlock on them; a reader sums
-- the writers' rows (a day holds a row per type for each connection that wrote that day).
CREATE TABLE "user_log_day_counts" (
	"day" date NOT NULL,
	"action_type" text NOT NULL,
	"writer" integer NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "user_log_day_counts_pk" PRIMARY KEY ("day", "action_type", "writer")
);--> statement-breakpoint
INSERT INTO "user_log_day_counts" ("day", "action_type", "writer", "events")
SELECT ("timestamp" AT TIME ZONE 'Europe/Budapest')::date, "action_type", 0, count(*)
FROM "user_logs" GROUP BY 1, 2;--> statement-breakpoint
-- Each statement adds its rows' days and types to the writing session's rows: +1 for an event that came, -1
-- for one that went (the log is not pruned, platform/retention.ts, but an event may be moved or deleted).
CREATE FUNCTION "user_logs_count_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "user_log_day_counts" ("day", "action_type", "writer", "events")
		SELECT ("timestamp" AT TIME ZONE 'Europe/Budapest')::date, "action_type", pg_backend_pid(), count(*)
		FROM new_rows GROUP BY 1, 2
		ON CONFLICT ("day", "action_type", "writer")
			DO UPDATE SET "events" = "user_log_day_counts"."events" + excluded.events;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "user_log_day_counts" ("day", "action_type", "writer", "events")
		SELECT ("timestamp" AT TIME ZONE 'Europe/Budapest')::date, "action_type", pg_backend_pid(), -count(*)
		FROM old_rows GROUP BY 1, 2
		ON CONFLICT ("day", "action_type", "writer")
			DO UPDATE SET "events" = "user_log_day_counts"."events" + excluded.events;
	ELSE
		-- An erasure clears many events' person and details: their days and types stay, and nothing is written.
		INSERT INTO "user_log_day_counts" ("day", "action_type", "writer", "events")
		SELECT day, kind, pg_backend_pid(), sum(n) FROM (
			SELECT ("timestamp" AT TIME ZONE 'Europe/Budapest')::date AS day, "action_type" AS kind, 1 AS n
			FROM new_rows
			UNION ALL
			SELECT ("timestamp" AT TIME ZONE 'Europe/Budapest')::date, "action_type", -1 FROM old_rows
		) changes
		GROUP BY day, kind
		HAVING sum(n) <> 0
		ON CONFLICT ("day", "action_type", "writer")
			DO UPDATE SET "events" = "user_log_day_counts"."events" + excluded.events;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_logs_count_days_inserted" AFTER INSERT ON "user_logs"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_logs_count_days"();--> statement-breakpoint
CREATE TRIGGER "user_logs_count_days_updated" AFTER UPDATE ON "user_logs"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_logs_count_days"();--> statement-breakpoint
CREATE TRIGGER "user_logs_count_days_deleted" AFTER DELETE ON "user_logs"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_logs_count_days"();
