ALTER TABLE "auditor_details" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "appointment_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auditor_details" ADD CONSTRAINT "auditor_details_calendar_token_unique" UNIQUE("calendar_token");