CREATE TABLE "tig_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"fee_huf" integer NOT NULL,
	"certificate_count" integer NOT NULL,
	"total_huf" bigint NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"text_file_key" text NOT NULL,
	"text_file_name" text NOT NULL,
	"pdf_file_key" text NOT NULL,
	"pdf_file_name" text NOT NULL,
	CONSTRAINT "tig_statements_number_unique" UNIQUE("number"),
	CONSTRAINT "tig_statements_text_file_key_unique" UNIQUE("text_file_key"),
	CONSTRAINT "tig_statements_pdf_file_key_unique" UNIQUE("pdf_file_key"),
	CONSTRAINT "tig_statements_status_check" CHECK (status in ('sent', 'paid')),
	CONSTRAINT "tig_statements_paid_check" CHECK (("tig_statements"."status" = 'paid') = ("tig_statements"."paid_at" is not null)),
	CONSTRAINT "tig_statements_count_check" CHECK ("tig_statements"."certificate_count" > 0 and "tig_statements"."fee_huf" >= 0),
	CONSTRAINT "tig_statements_total_check" CHECK ("tig_statements"."total_huf" = "tig_statements"."certificate_count"::bigint * "tig_statements"."fee_huf")
);
--> statement-breakpoint
CREATE TABLE "tig_statement_lines" (
	"statement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"document_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"client_id" text,
	"client_name" text NOT NULL,
	"address" text NOT NULL,
	"auditor_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"amount_huf" integer NOT NULL,
	CONSTRAINT "tig_statement_lines_statement_id_position_pk" PRIMARY KEY("statement_id","position"),
	CONSTRAINT "tig_statement_lines_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "tig_statement_lines_amount_check" CHECK ("tig_statement_lines"."amount_huf" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tig_statements" ADD CONSTRAINT "tig_statements_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tig_statements" ADD CONSTRAINT "tig_statements_paid_by_profiles_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tig_statement_lines" ADD CONSTRAINT "tig_statement_lines_statement_id_tig_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."tig_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tig_statement_lines" ADD CONSTRAINT "tig_statement_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tig_statement_lines" ADD CONSTRAINT "tig_statement_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tig_statement_lines" ADD CONSTRAINT "tig_statement_lines_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tig_statements_created_idx" ON "tig_statements" USING btree ("created_at" DESC NULLS LAST);
