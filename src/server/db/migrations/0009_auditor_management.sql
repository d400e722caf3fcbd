ALTER TABLE "auditor_details" ADD COLUMN "certification_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;