ALTER TABLE "leads" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || phone || ' ' || address)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "leads_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_unique" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_client_idx" ON "leads" USING btree ("client_id") WHERE "leads"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_registration_idx" ON "leads" USING btree ("registration_date","id");--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree (translate(lower("name"), 'áéíóöőúüű', 'aeiooouuu'),"id");--> statement-breakpoint
CREATE INDEX "leads_last_contact_idx" ON "leads" USING btree ("last_contact","id");--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source","registration_date","id");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE TABLE "lead_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lead_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1) NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor_id" text,
	"is_system" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"field" text,
	"old_value" text,
	"new_value" text,
	CONSTRAINT "lead_history_kind_check" CHECK (kind in ('created', 'imported', 'changed', 'note_added', 'task_added', 'task_done', 'task_reopened', 'invited', 'linked', 'unlinked'))
);--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_history_lead_at_idx" ON "lead_history" USING btree ("lead_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_tasks_title_check" CHECK (char_length("lead_tasks"."title") between 1 and 200)
);--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_done_by_profiles_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_idx" ON "lead_tasks" USING btree ("lead_id","created_at","id");
