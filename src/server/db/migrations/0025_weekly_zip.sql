CREATE TABLE "weekly_zips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"email" text,
	"password_sealed" text,
	"storage_key" text,
	"size_bytes" bigint,
	"finished_at" timestamp with time zone,
	"failure_reason" text,
	"mail_id" uuid,
	"contents" jsonb,
	CONSTRAINT "weekly_zips_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "weekly_zips_status_check" CHECK (status in ('generating', 'ready', 'failed')),
	CONSTRAINT "weekly_zips_ready_check" CHECK ("weekly_zips"."status" <> 'ready' or ("weekly_zips"."storage_key" is not null and "weekly_zips"."size_bytes" is not null)),
	CONSTRAINT "weekly_zips_password_check" CHECK ("weekly_zips"."status" = 'generating' or "weekly_zips"."password_sealed" is null),
	CONSTRAINT "weekly_zips_period_check" CHECK ("weekly_zips"."date_from" <= "weekly_zips"."date_to")
);
--> statement-breakpoint
ALTER TABLE "weekly_zips" ADD CONSTRAINT "weekly_zips_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_zips" ADD CONSTRAINT "weekly_zips_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_zips_created_idx" ON "weekly_zips" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "weekly_zips_generating_idx" ON "weekly_zips" USING btree ("created_at") WHERE "weekly_zips"."status" = 'generating';
