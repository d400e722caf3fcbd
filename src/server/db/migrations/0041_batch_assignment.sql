CREATE TABLE "assignment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" integer NOT NULL,
	"request" jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "assignment_batches_status_check" CHECK (status in ('draft', 'queued', 'running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "assignment_batch_items" (
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"auditor_id" text NOT NULL,
	"county" text NOT NULL,
	"distance_km" double precision,
	"free_before" integer NOT NULL,
	"work_capacity" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "assignment_batch_items_batch_id_position_pk" PRIMARY KEY("batch_id","position"),
	CONSTRAINT "assignment_batch_items_outcome_check" CHECK (outcome is null or outcome in ('assigned', 'skipped_already_assigned', 'skipped_capacity', 'skipped_auditor_unavailable'))
);
--> statement-breakpoint
ALTER TABLE "assignment_batches" ADD CONSTRAINT "assignment_batches_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_batch_items" ADD CONSTRAINT "assignment_batch_items_batch_id_assignment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."assignment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_batch_items" ADD CONSTRAINT "assignment_batch_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_batch_items" ADD CONSTRAINT "assignment_batch_items_auditor_id_profiles_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_batches_creator_idx" ON "assignment_batches" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "assignment_batch_items_property_idx" ON "assignment_batch_items" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "assignment_explanation" text;
