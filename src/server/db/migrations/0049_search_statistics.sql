-- The client lists' free-text searches are counted only when the planner expects at most 10,000 matches
-- (decision 0023, 'The fifth round'): it estimates a LIKE '%…%' from the column's histogram, and with the
-- default 100 entries one entry that happens to match reads as 10,000 of a million clients. A histogram of
-- 1,000 entries makes that 1,000, and more than 10,000 needs eleven of them to match (ANALYZE of a million
-- profiles: 12 s instead of 1 s).
ALTER TABLE "profiles" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "profiles_name_email_search_idx" ALTER COLUMN 1 SET STATISTICS 1000;
