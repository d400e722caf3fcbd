-- The machine API (docs/rules/api.md, decision 0025): API keys stored as hashes, each key's last use, the
-- answers kept for idempotent retries, the bank's reference on a coupon, and the change feed's cursor on
-- properties.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"shown" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_scopes_check" CHECK (cardinality(scopes) > 0 and scopes <@ array['coupons:write', 'orders:read', 'certificates:read', 'statements:read', 'webhooks:manage']::text[])
);
--> statement-breakpoint
CREATE TABLE "api_key_uses" (
	"api_key_id" uuid PRIMARY KEY NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"api_key_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_api_key_id_key_pk" PRIMARY KEY("api_key_id","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_profiles_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_uses" ADD CONSTRAINT "api_key_uses_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_creator_idx" ON "api_keys" USING btree ("created_by","created_at" DESC);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "bank_reference" text;--> statement-breakpoint
-- A constant default adds the column without rewriting the table: every existing row reads '1', older than
-- any transaction, so a first sync starts with them in id order.
ALTER TABLE "properties" ADD COLUMN "change_xid" xid8 DEFAULT '1'::xid8 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_change_idx" ON "properties" USING btree ("change_xid","id");--> statement-breakpoint
-- The writing transaction's id on every change the feed tells. A row changed again moves forward in the
-- feed; a row is handed out only once no transaction older than its writer runs (decision 0025).
CREATE FUNCTION "properties_mark_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT'
		OR (NEW.status, NEW.address, NEW.ordered_at, NEW.auditor_id, NEW.auditor_assign_date, NEW.appointment_date, NEW.coupon_code)
			IS DISTINCT FROM (OLD.status, OLD.address, OLD.ordered_at, OLD.auditor_id, OLD.auditor_assign_date, OLD.appointment_date, OLD.coupon_code)
	THEN
		NEW.change_xid := pg_current_xact_id();
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_mark_change" BEFORE INSERT OR UPDATE ON "properties"
	FOR EACH ROW EXECUTE FUNCTION "properties_mark_change"();--> statement-breakpoint
-- A certificate uploaded, replaced or deleted is a change of its property (the feed gives its date).
CREATE FUNCTION "documents_mark_property_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target uuid;
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD.type <> 'certificate' THEN RETURN OLD; END IF;
		target := OLD.property_id;
	ELSE
		IF NEW.type <> 'certificate' THEN RETURN NEW; END IF;
		target := NEW.property_id;
	END IF;
	-- Usually the upload's own transaction has already stamped the property (its status moved): no second
	-- write then, which would update every index of the table again (a bulk load writes thousands).
	UPDATE "properties" SET "change_xid" = pg_current_xact_id()
	WHERE "id" = target AND "change_xid" <> pg_current_xact_id();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "documents_mark_property_change" AFTER INSERT OR UPDATE OF "uploaded_at", "type" OR DELETE ON "documents"
	FOR EACH ROW EXECUTE FUNCTION "documents_mark_property_change"();
--> statement-breakpoint
-- The key check every /api/v1 request pays (auth/api-key.ts), as a function for the same reason as
-- session_actor (decision 0012: the embedded database keeps a function's plan). Keep the columns in step
-- with auth/api-key.ts.
CREATE FUNCTION api_key_actor(p_hash text)
RETURNS TABLE (
  key_id uuid,
  key_name text,
  scopes text[],
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  two_factor_enabled boolean,
  user_id text,
  role text,
  name text,
  first_name text,
  last_name text,
  email text,
  phone text,
  address text,
  password_change_required boolean,
  erased_at timestamptz,
  deactivated_at timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT k.id, k.name, k.scopes, k.expires_at, k.revoked_at, u2.last_used_at, u.two_factor_enabled,
         p.id, p.role, p.name, p.first_name, p.last_name, p.email, p.phone, p.address,
         p.password_change_required, p.erased_at, p.deactivated_at
  FROM api_keys k
  JOIN profiles p ON p.id = k.created_by
  JOIN "user" u ON u.id = k.created_by
  LEFT JOIN api_key_uses u2 ON u2.api_key_id = k.id
  WHERE k.key_hash = p_hash;
END $$;
