-- The change feed tells removals too (docs/rules/api.md, 'Syncing orders'): a property deleted with its
-- client's account, or kept for the records after its client was erased, leaves the feed's lists; a bank's
-- system syncing by cursor would keep it for ever. Each removal is a row here, stamped with the removing
-- transaction's id as a change is (migration 0043, decision 0025), so the feed hands it out in its place.
CREATE TABLE "property_removals" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"change_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL
);--> statement-breakpoint
CREATE INDEX "property_removals_change_idx" ON "property_removals" USING btree ("change_xid","property_id");--> statement-breakpoint
CREATE FUNCTION "properties_record_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "property_removals" ("property_id", "client_id", "removed_at")
	VALUES (OLD.id, OLD.client_id, now())
	ON CONFLICT ("property_id") DO UPDATE SET "removed_at" = now(), "change_xid" = pg_current_xact_id();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_record_removal" AFTER DELETE ON "properties"
	FOR EACH ROW EXECUTE FUNCTION "properties_record_removal"();--> statement-breakpoint
-- An erased client's property stays (an order is a record to keep) but leaves the bank's lists and the feed.
CREATE FUNCTION "profiles_record_erasure"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "property_removals" ("property_id", "client_id", "removed_at")
	SELECT p.id, p.client_id, now() FROM "properties" p WHERE p.client_id = NEW.id
	ON CONFLICT ("property_id") DO UPDATE SET "removed_at" = now(), "change_xid" = pg_current_xact_id();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_record_erasure" AFTER UPDATE OF "erased_at" ON "profiles"
	FOR EACH ROW WHEN (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL)
	EXECUTE FUNCTION "profiles_record_erasure"();
