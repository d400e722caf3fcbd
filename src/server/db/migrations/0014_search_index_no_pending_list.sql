-- Trigram indexes without a pending list: PGlite has no autovacuum to merge one, and a search then read
-- every entry added since the last merge (seconds on 100,000 rows); registrations are rare enough to pay
-- for indexing at once.
DROP INDEX "profiles_clients_search_idx";--> statement-breakpoint
DROP INDEX "profiles_clients_coupon_idx";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
CREATE INDEX "profiles_clients_search_idx" ON "profiles" USING gin (("name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || coalesce("address", '') || ' ' || coalesce("property_address", '')) gin_trgm_ops) WITH (fastupdate=false) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_clients_coupon_idx" ON "profiles" USING gin ("property_coupon_code" gin_trgm_ops) WITH (fastupdate=false) WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin (("client_name" || ' ' || "client_email" || ' ' || "address") gin_trgm_ops) WITH (fastupdate=false);