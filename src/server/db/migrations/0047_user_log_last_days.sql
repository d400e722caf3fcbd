-- The system log's "unique users" for a range that reaches the present (decision 0023, 'The fourth round'):
-- the people active from a day on are those whose latest event falls on or after it. Counting the distinct
-- people among 240,000 events of 30 days took 126 / 141 ms (p50 / p95) at a million people; this table holds
-- each person's latest Budapest day, for any event ('all') and for each event type, and is counted from its
-- index (8 / 9 ms).
-- Kept by statement triggers on user_logs, in the writing transaction, never by the application.
CREATE TABLE "user_log_last_days" (
	"user_id" text NOT NULL,
	"action_type" text NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "user_log_last_days_pk" PRIMARY KEY ("user_id", "action_type")
);--> statement-breakpoint
CREATE INDEX "user_log_last_days_count_idx" ON "user_log_last_days" USING btree ("action_type", "last_day");--> statement-breakpoint
INSERT INTO "user_log_last_days" ("user_id", "action_type", "last_day")
SELECT "user_id", kind, max(day) FROM (
	SELECT "user_id", "action_type" AS kind, ("timestamp" AT TIME ZONE 'Europe/Budapest')::date AS day
	FROM "user_logs" WHERE "user_id" IS NOT NULL
	UNION ALL
	SELECT "user_id", 'all', ("timestamp" AT TIME ZONE 'Europe/Budapest')::date
	FROM "user_logs" WHERE "user_id" IS NOT NULL
) events GROUP BY "user_id", kind;--> statement-breakpoint
-- New events. A person's row changes at most once a day per type: the check before the upsert reads without a
-- lock, so the day's later events (most sign-ins) write nothing and never wait on another transaction that
-- holds the row.
CREATE FUNCTION "user_logs_keep_last_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "user_log_last_days" ("user_id", "action_type", "last_day")
	SELECT e.user_id, e.kind, max(e.day) FROM (
		SELECT "user_id", "action_type" AS kind, ("timestamp" AT TIME ZONE 'Europe/Budapest')::date AS day
		FROM inserted WHERE "user_id" IS NOT NULL
		UNION ALL
		SELECT "user_id", 'all', ("timestamp" AT TIME ZONE 'Europe/Budapest')::date
		FROM inserted WHERE "user_id" IS NOT NULL
	) e
	WHERE NOT EXISTS (
		SELECT 1 FROM "user_log_last_days" k
		WHERE k.user_id = e.user_id AND k.action_type = e.kind AND k.last_day >= e.day
	)
	GROUP BY e.user_id, e.kind
	ORDER BY e.user_id, e.kind
	ON CONFLICT ("user_id", "action_type") DO UPDATE SET "last_day" = excluded.last_day
		WHERE "user_log_last_days"."last_day" < excluded.last_day;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_logs_keep_last_days" AFTER INSERT ON "user_logs"
	REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "user_logs_keep_last_days"();--> statement-breakpoint
-- The log is an audit trail and is not pruned (platform/retention.ts), but a row changed or deleted (a
-- deleted account's events lose their person) counts its people's days again from their events.
CREATE FUNCTION "user_log_last_days_recount"(people text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "user_log_last_days" WHERE "user_id" = ANY (people);
	INSERT INTO "user_log_last_days" ("user_id", "action_type", "last_day")
	SELECT "user_id", kind, max(day) FROM (
		SELECT "user_id", "action_type" AS kind, ("timestamp" AT TIME ZONE 'Europe/Budapest')::date AS day
		FROM "user_logs" WHERE "user_id" = ANY (people)
		UNION ALL
		SELECT "user_id", 'all', ("timestamp" AT TIME ZONE 'Europe/Budapest')::date
		FROM "user_logs" WHERE "user_id" = ANY (people)
	) events GROUP BY "user_id", kind ORDER BY "user_id", kind;
$$;--> statement-breakpoint
CREATE FUNCTION "user_logs_recount_changed_last_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_log_last_days_recount"(ARRAY(
		SELECT "user_id" FROM old_rows WHERE "user_id" IS NOT NULL
		UNION SELECT "user_id" FROM new_rows WHERE "user_id" IS NOT NULL
	));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_logs_recount_changed_last_days" AFTER UPDATE ON "user_logs"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_logs_recount_changed_last_days"();--> statement-breakpoint
CREATE FUNCTION "user_logs_recount_deleted_last_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_log_last_days_recount"(ARRAY(
		SELECT DISTINCT "user_id" FROM old_rows WHERE "user_id" IS NOT NULL
	));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_logs_recount_deleted_last_days" AFTER DELETE ON "user_logs"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_logs_recount_deleted_last_days"();
