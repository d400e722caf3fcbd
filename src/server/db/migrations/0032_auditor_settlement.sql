CREATE TABLE IF NOT EXISTS "settlement_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auditor_id" text NOT NULL,
	"month" text NOT NULL,
	"certificate_count" integer NOT NULL,
	"amount_huf" integer NOT NULL,
	"payment_reference" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" text,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	CONSTRAINT "settlement_payments_month_check" CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "settlement_payments_count_check" CHECK (certificate_count > 0),
	CONSTRAINT "settlement_payments_amount_check" CHECK (amount_huf >= 0),
	CONSTRAINT "settlement_payments_reference_check" CHECK (char_length(payment_reference) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "settlement_items" (
	"payment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"amount_huf" integer NOT NULL,
	CONSTRAINT "settlement_items_payment_id_document_id_pk" PRIMARY KEY("payment_id","document_id"),
	CONSTRAINT "settlement_items_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "settlement_items_amount_check" CHECK (amount_huf >= 0)
);
--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_auditor_id_profiles_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_paid_by_profiles_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_reversed_by_profiles_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_payment_id_settlement_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."settlement_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "settlement_payments_month_auditor_idx" ON "settlement_payments" USING btree ("month","auditor_id","paid_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "settlement_payments_auditor_month_idx" ON "settlement_payments" USING btree ("auditor_id","month");
