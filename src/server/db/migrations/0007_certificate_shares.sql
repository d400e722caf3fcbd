CREATE TABLE "certificate_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_by" text,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "certificate_shares_expiry_check" CHECK ("certificate_shares"."expires_at" > "certificate_shares"."created_at")
);
--> statement-breakpoint
ALTER TABLE "certificate_shares" ADD CONSTRAINT "certificate_shares_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_shares" ADD CONSTRAINT "certificate_shares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_shares" ADD CONSTRAINT "certificate_shares_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_shares_property_created_idx" ON "certificate_shares" USING btree ("property_id","created_at" DESC NULLS LAST);