-- The support list's search in the title and the description (decision 0023, 'The fifth round'): without an
-- index every ticket's two texts were lower-cased and compared, 34-41 ms for 20,000 tickets at a million
-- clients, for the page and again for its count.
CREATE INDEX "support_tickets_search_idx" ON "support_tickets" USING gin ((lower("title" || ' ' || "description")) gin_trgm_ops) WITH (fastupdate=false);
