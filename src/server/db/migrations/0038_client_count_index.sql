-- The client lists' match count (the operator's and the bank's): with no filter PGlite counted the listed
-- clients by a sequential scan of the whole profiles table (36 ms at 100,000 clients, p50), which every
-- page of the list paid. A partial index of the small status rank alone is read index-only instead (11 ms),
-- and the 'active' filter's range of ranks counts from it too (decision 0009).
CREATE INDEX IF NOT EXISTS "profiles_clients_count_idx" ON "profiles" USING btree ("property_status_rank") WHERE "profiles"."role" = 'client' and "profiles"."erased_at" is null;
