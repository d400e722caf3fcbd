ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "audience" text[] DEFAULT '{auditor,bank_admin}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "updated_by" text;--> statement-breakpoint
ALTER TABLE "news" DROP CONSTRAINT IF EXISTS "news_updated_by_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" DROP CONSTRAINT IF EXISTS "news_audience_check";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_audience_check" CHECK (cardinality(audience) between 1 and 3 and audience <@ array['auditor', 'bank_admin', 'admin_light']::text[]);--> statement-breakpoint
ALTER TABLE "news" DROP CONSTRAINT IF EXISTS "news_text_check";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_text_check" CHECK (char_length(title) between 1 and 200 and char_length(source) between 1 and 200 and char_length(content) between 1 and 5000);--> statement-breakpoint
DROP INDEX IF EXISTS "news_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_date_created_idx" ON "news" USING btree ("date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_audience_idx" ON "news" USING gin ("audience");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_reads_user_idx" ON "news_reads" USING btree ("user_id");
