ALTER TABLE "mail_outbox" ADD COLUMN "about_user_id" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_about_user_idx" ON "mail_outbox" USING btree ("about_user_id");