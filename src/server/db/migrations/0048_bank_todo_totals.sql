-- The bank's to-do counts (docs/roles/bank-staff.md, 'Dashboard'), kept by the writes as the status totals are
-- (migration 0042, decision 0023, 'The fourth round'): the coupon orders waiting for the bank's approval and
-- the certificates no TIG statement has billed yet. Counting them over their partial indexes took 60 ms of the
-- start page at a million clients, ten times the count at 100,000.
CREATE TABLE "todo_totals" (
	"kind" text PRIMARY KEY NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "todo_totals" ("kind", "items") VALUES
	('coupon_check', (SELECT count(*) FROM "properties"
		WHERE "ordered_at" IS NOT NULL AND "coupon_code" IS NOT NULL AND "coupon_approved_at" IS NULL)),
	('tig', (SELECT count(*) FROM "documents" WHERE "type" = 'certificate' AND "billing_status" = 'pending'));--> statement-breakpoint
-- Statement triggers: a statement that changes many rows (a TIG statement billing thousands of certificates, a
-- bulk load) writes the count once, and one that changes none of the counted rows does not write it at all.
-- A trigger with transition tables takes one event, so each function serves three triggers; the transition
-- table a branch reads exists for that event alone.
CREATE FUNCTION "properties_count_coupon_checks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta bigint := 0;
BEGIN
	IF TG_OP <> 'DELETE' THEN
		delta := delta + (SELECT count(*) FROM new_rows
			WHERE "ordered_at" IS NOT NULL AND "coupon_code" IS NOT NULL AND "coupon_approved_at" IS NULL);
	END IF;
	IF TG_OP <> 'INSERT' THEN
		delta := delta - (SELECT count(*) FROM old_rows
			WHERE "ordered_at" IS NOT NULL AND "coupon_code" IS NOT NULL AND "coupon_approved_at" IS NULL);
	END IF;
	IF delta <> 0 THEN
		UPDATE "todo_totals" SET "items" = "items" + delta WHERE "kind" = 'coupon_check';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_count_coupon_checks_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "properties_count_coupon_checks"();--> statement-breakpoint
CREATE TRIGGER "properties_count_coupon_checks_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "properties_count_coupon_checks"();--> statement-breakpoint
CREATE TRIGGER "properties_count_coupon_checks_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "properties_count_coupon_checks"();--> statement-breakpoint
CREATE FUNCTION "documents_count_unbilled"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta bigint := 0;
BEGIN
	IF TG_OP <> 'DELETE' THEN
		delta := delta + (SELECT count(*) FROM new_rows WHERE "type" = 'certificate' AND "billing_status" = 'pending');
	END IF;
	IF TG_OP <> 'INSERT' THEN
		delta := delta - (SELECT count(*) FROM old_rows WHERE "type" = 'certificate' AND "billing_status" = 'pending');
	END IF;
	IF delta <> 0 THEN
		UPDATE "todo_totals" SET "items" = "items" + delta WHERE "kind" = 'tig';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "documents_count_unbilled_insert" AFTER INSERT ON "documents"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_count_unbilled"();--> statement-breakpoint
CREATE TRIGGER "documents_count_unbilled_update" AFTER UPDATE ON "documents"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "documents_count_unbilled"();--> statement-breakpoint
CREATE TRIGGER "documents_count_unbilled_delete" AFTER DELETE ON "documents"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_count_unbilled"();
