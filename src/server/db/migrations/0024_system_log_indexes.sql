DROP INDEX "user_logs_timestamp_idx";--> statement-breakpoint
DROP INDEX "user_logs_type_timestamp_idx";--> statement-breakpoint
CREATE INDEX "user_logs_timestamp_idx" ON "user_logs" USING btree ("timestamp","id") INCLUDE ("action_type","user_id");--> statement-breakpoint
CREATE INDEX "user_logs_type_timestamp_idx" ON "user_logs" USING btree ("action_type","timestamp","id") INCLUDE ("user_id");--> statement-breakpoint
CREATE INDEX "user_logs_search_idx" ON "user_logs" USING gin ((lower("action" || ' ' || coalesce("details", ''))) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_name_email_search_idx" ON "profiles" USING gin ((lower("name" || ' ' || "email")) gin_trgm_ops) WITH (fastupdate=false);
