-- Admin Light's certificate list (docs/roles/admin-light.md, 'Certificates'): the billing status is
-- persisted on the certificate (docs/product.md, 'Persisted billing status'; decision 0014), and the list
-- filters, sorts and searches 100,000 certificates on one table
-- (decision 0009): each document carries copies of its property's client name, address and auditor name,
-- kept by the triggers below, never written by the application.
ALTER TABLE "documents" ADD COLUMN "billing_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_billing_status_check" CHECK (billing_status in ('pending', 'sent', 'paid'));--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "property_address" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "auditor_name" text;--> statement-breakpoint
CREATE FUNCTION documents_copy_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.property_id IS NULL THEN
    NEW.client_name := NULL; NEW.property_address := NULL; NEW.auditor_name := NULL;
  ELSE
    SELECT p.client_name, p.address, a.name INTO NEW.client_name, NEW.property_address, NEW.auditor_name
    FROM properties p LEFT JOIN profiles a ON a.id = p.auditor_id
    WHERE p.id = NEW.property_id
    FOR SHARE OF p;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER documents_copy_property BEFORE INSERT OR UPDATE OF property_id, client_name, property_address, auditor_name ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_copy_property();--> statement-breakpoint
-- properties.client_name is itself a copy of the client's name (migration 0010), so a client's rename
-- arrives here through it.
CREATE FUNCTION properties_copy_to_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_auditor_name text;
BEGIN
  SELECT name INTO new_auditor_name FROM profiles WHERE id = NEW.auditor_id FOR SHARE;
  UPDATE documents SET client_name = NEW.client_name, property_address = NEW.address,
    auditor_name = new_auditor_name
  WHERE property_id = NEW.id
    AND (documents.client_name, documents.property_address, documents.auditor_name)
      IS DISTINCT FROM (NEW.client_name, NEW.address, new_auditor_name);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_copy_to_documents AFTER UPDATE OF client_name, address, auditor_id ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_copy_to_documents();--> statement-breakpoint
CREATE FUNCTION profiles_copy_auditor_to_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents SET auditor_name = NEW.name
  WHERE property_id IN (SELECT id FROM properties WHERE auditor_id = NEW.id)
    AND auditor_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_copy_auditor_to_documents AFTER UPDATE OF name ON profiles
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name AND NEW.role <> 'client')
  EXECUTE FUNCTION profiles_copy_auditor_to_documents();--> statement-breakpoint
UPDATE documents SET client_name = p.client_name, property_address = p.address, auditor_name = a.name
FROM properties p LEFT JOIN profiles a ON a.id = p.auditor_id
WHERE p.id = documents.property_id;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(client_name, '') || ' ' || coalesce(property_address, '') || ' ' || name || ' ' || coalesce(auditor_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "documents_certificates_uploaded_idx" ON "documents" USING btree ("uploaded_at","id") WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_client_idx" ON "documents" USING btree ("client_name","id") WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_address_idx" ON "documents" USING btree ("property_address","id") WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_auditor_idx" ON "documents" USING btree ("auditor_name","id") WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_billing_idx" ON "documents" USING btree ((array_position(array['pending', 'sent', 'paid'], "billing_status")),"uploaded_at","id") INCLUDE ("billing_status") WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_billing_uploaded_idx" ON "documents" USING btree ("billing_status","uploaded_at","id") WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_search_idx" ON "documents" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_client_trgm_idx" ON "documents" USING gin ("client_name" gin_trgm_ops) WITH (fastupdate=false) WHERE "documents"."type" = 'certificate';--> statement-breakpoint
CREATE INDEX "documents_certificates_auditor_trgm_idx" ON "documents" USING gin ("auditor_name" gin_trgm_ops) WITH (fastupdate=false) WHERE "documents"."type" = 'certificate';
