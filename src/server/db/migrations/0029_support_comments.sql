CREATE TABLE "support_ticket_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_comments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1) NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" text,
	"kind" text DEFAULT 'comment' NOT NULL,
	"body" text,
	"old_status" text,
	"new_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_comments_kind_check" CHECK (kind in ('comment', 'status')),
	CONSTRAINT "support_ticket_comments_body_check" CHECK (kind <> 'comment' or (body is not null and char_length(body) between 1 and 2000)),
	CONSTRAINT "support_ticket_comments_status_check" CHECK (kind <> 'status' or (old_status is not null and new_status is not null and old_status in ('open', 'in_progress', 'resolved', 'closed') and new_status in ('open', 'in_progress', 'resolved', 'closed')))
);
--> statement-breakpoint
ALTER TABLE "support_ticket_comments" ADD CONSTRAINT "support_ticket_comments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_comments" ADD CONSTRAINT "support_ticket_comments_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_comments_ticket_seq_idx" ON "support_ticket_comments" USING btree ("ticket_id","seq");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
