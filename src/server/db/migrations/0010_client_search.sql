-- The auditor's client list searches and sorts by the client's name and e-mail (decision 0009): the
-- property carries copies, kept by the two triggers below, and pg_trgm indexes the searched text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "client_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION properties_copy_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name, email INTO NEW.client_name, NEW.client_email FROM profiles WHERE id = NEW.client_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_copy_client BEFORE INSERT OR UPDATE OF client_id, client_name, client_email ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_copy_client();--> statement-breakpoint
CREATE FUNCTION profiles_copy_to_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET client_name = NEW.name, client_email = NEW.email WHERE client_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_copy_to_properties AFTER UPDATE OF name, email ON profiles
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION profiles_copy_to_properties();--> statement-breakpoint
UPDATE properties SET client_name = profiles.name, client_email = profiles.email
  FROM profiles WHERE profiles.id = properties.client_id;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin (("client_name" || ' ' || "client_email" || ' ' || "address") gin_trgm_ops);
