ALTER TABLE "properties" ADD COLUMN "coupon_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "coupon_approved_by" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_coupon_approved_by_profiles_id_fk" FOREIGN KEY ("coupon_approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_coupon_unapproved_idx" ON "properties" USING btree ("ordered_at" DESC NULLS LAST,"id") WHERE "properties"."ordered_at" is not null and "properties"."coupon_approved_at" is null;
