-- The back office's client list filters, sorts and searches 100,000 clients on one table (decision 0009):
-- each client's profile carries copies of its property's listed fields, kept by the triggers below.
ALTER TABLE "profiles" ADD COLUMN "property_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "property_ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "property_address" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "property_coupon_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "property_auditor_name" text;--> statement-breakpoint
CREATE FUNCTION properties_copy_to_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE profiles SET property_status = 'new', property_ordered_at = NULL, property_address = NULL,
      property_coupon_code = NULL, property_auditor_name = NULL
    WHERE id = OLD.client_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE profiles SET property_status = NEW.status, property_ordered_at = NEW.ordered_at,
      property_address = NEW.address, property_coupon_code = NEW.coupon_code,
      property_auditor_name = (SELECT name FROM profiles auditor WHERE auditor.id = NEW.auditor_id)
    WHERE id = NEW.client_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_copy_to_client AFTER INSERT OR DELETE OR UPDATE OF client_id, status, ordered_at, address, coupon_code, auditor_id ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_copy_to_client();--> statement-breakpoint
CREATE FUNCTION profiles_copy_auditor_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET property_auditor_name = NEW.name
  WHERE id IN (SELECT client_id FROM properties WHERE auditor_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_copy_auditor_name AFTER UPDATE OF name ON profiles
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name AND NEW.role <> 'client')
  EXECUTE FUNCTION profiles_copy_auditor_name();--> statement-breakpoint
UPDATE profiles SET property_status = properties.status, property_ordered_at = properties.ordered_at,
  property_address = properties.address, property_coupon_code = properties.coupon_code,
  property_auditor_name = auditor.name
FROM properties LEFT JOIN profiles auditor ON auditor.id = properties.auditor_id
WHERE properties.client_id = profiles.id;--> statement-breakpoint
CREATE INDEX "profiles_clients_registration_idx" ON "profiles" USING btree ("registration_date","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_name_idx" ON "profiles" USING btree ("name","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_email_idx" ON "profiles" USING btree ("email","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_status_idx" ON "profiles" USING btree ("property_status","registration_date","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_ordered_idx" ON "profiles" USING btree ("property_ordered_at","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_auditor_idx" ON "profiles" USING btree ("property_auditor_name","id") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_search_idx" ON "profiles" USING gin (("name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || coalesce("address", '') || ' ' || coalesce("property_address", '')) gin_trgm_ops) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_coupon_idx" ON "profiles" USING gin ("property_coupon_code" gin_trgm_ops) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;