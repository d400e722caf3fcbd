CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditor_details" (
	"auditor_id" text PRIMARY KEY NOT NULL,
	"onboarding_status" text DEFAULT 'init' NOT NULL,
	"company_name" text,
	"company_tax_number" text,
	"company_address" text,
	"company_postcode" text,
	"contact_email" text,
	"representative_name" text,
	"terms_accepted_at" timestamp with time zone,
	"work_capacity" integer DEFAULT 5 NOT NULL,
	"accepted_counties" text[] DEFAULT '{Budapest}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialisations" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auditor_details_onboarding_check" CHECK (onboarding_status in ('init', 'accepted')),
	CONSTRAINT "auditor_details_capacity_check" CHECK ("auditor_details"."work_capacity" between 0 and 20),
	CONSTRAINT "auditor_details_experience_check" CHECK (experience is null or experience in ('1-2', '3-5', '6-10', '10+')),
	CONSTRAINT "auditor_details_notes_check" CHECK ("auditor_details"."notes" is null or char_length("auditor_details"."notes") <= 500),
	CONSTRAINT "auditor_details_accepted_check" CHECK (onboarding_status <> 'accepted' or "auditor_details"."terms_accepted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"address" text,
	"expiry_date" date,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_claim_pair_check" CHECK (("coupons"."claimed_by" is null) = ("coupons"."claimed_at" is null)),
	CONSTRAINT "coupons_code_format_check" CHECK ("coupons"."code" ~ '^[A-Z0-9]{6,12}$')
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"user_id" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_type_check" CHECK (type in ('certificate', 'contract', 'privacy_policy', 'weekly_report')),
	CONSTRAINT "documents_property_check" CHECK (type = 'weekly_report' or "documents"."property_id" is not null),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "jobs_status_check" CHECK (status in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK (status in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"display_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "profiles_display_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"privacy_accepted_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"kh_data_sharing_accepted_at" timestamp with time zone,
	"portal_marketing_accepted_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_display_number_unique" UNIQUE("display_number"),
	CONSTRAINT "profiles_role_check" CHECK (role in ('client', 'auditor', 'bank_admin', 'portal_admin', 'admin_light'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"auditor_id" text,
	"coupon_code" text,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"county" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"area" integer,
	"contact_person" jsonb,
	"ordered_at" timestamp with time zone,
	"auditor_assign_date" timestamp with time zone,
	"auditor_firstcall_date" timestamp with time zone,
	"appointment_date" timestamp with time zone,
	"payment_status" text,
	"payment_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status_check" CHECK (status in ('new', 'finding_auditor', 'auditor_assigned', 'appointment_scheduled', 'document_uploaded')),
	CONSTRAINT "properties_payment_status_check" CHECK (payment_status is null or payment_status in ('pending', 'sent', 'paid')),
	CONSTRAINT "properties_area_check" CHECK ("properties"."area" is null or "properties"."area" > 0),
	CONSTRAINT "properties_postcode_check" CHECK ("properties"."postcode" ~ '^[0-9]{4}$'),
	CONSTRAINT "properties_assignment_check" CHECK (status not in ('auditor_assigned', 'appointment_scheduled', 'document_uploaded') or ("properties"."auditor_id" is not null and "properties"."auditor_assign_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "property_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"created_by" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_notes_content_check" CHECK (char_length("property_notes"."content") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"action_type" text NOT NULL,
	"details" text,
	"metadata" jsonb,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_logs_action_type_check" CHECK (action_type in ('registration', 'login', 'logout', 'certificate_order', 'appointment', 'certificate_upload', 'profile_update', 'password_change', 'data_export', 'admin_action'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_details" ADD CONSTRAINT "auditor_details_auditor_id_profiles_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_claimed_by_profiles_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_imported_by_profiles_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_auditor_id_profiles_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_notes" ADD CONSTRAINT "property_notes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_notes" ADD CONSTRAINT "property_notes_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logs" ADD CONSTRAINT "user_logs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auditor_details_available_idx" ON "auditor_details" USING btree ("onboarding_status","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_claimed_by_unique" ON "coupons" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "coupons_claimed_at_idx" ON "coupons" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "documents_property_type_idx" ON "documents" USING btree ("property_id","type","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_type_uploaded_idx" ON "documents" USING btree ("type","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_role_registration_idx" ON "profiles" USING btree ("role","registration_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_client_unique" ON "properties" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "properties_auditor_status_idx" ON "properties" USING btree ("auditor_id","status");--> statement-breakpoint
CREATE INDEX "properties_auditor_created_idx" ON "properties" USING btree ("auditor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_appointment_idx" ON "properties" USING btree ("appointment_date");--> statement-breakpoint
CREATE INDEX "properties_county_idx" ON "properties" USING btree ("county");--> statement-breakpoint
CREATE INDEX "property_notes_property_created_idx" ON "property_notes" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_logs_timestamp_idx" ON "user_logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_logs_type_timestamp_idx" ON "user_logs" USING btree ("action_type","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_logs_user_timestamp_idx" ON "user_logs" USING btree ("user_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");