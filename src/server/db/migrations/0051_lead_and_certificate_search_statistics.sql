-- The leads' and the certificates' searches are counted, as the client lists' are (migration 0049), only when
-- the planner expects at most 10,000 matches (decision 0023, 'The fifth round'): histograms of 1,000 entries
-- for their search texts, so one entry that happens to match reads as a thousandth, not a hundredth.
ALTER TABLE "leads" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "search_text" SET STATISTICS 1000;
