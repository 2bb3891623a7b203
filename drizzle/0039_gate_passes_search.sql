-- The gatehouse finds a pass by the person's name (or the company) as the guard types it: the
-- trigram index of search_text (0021), which the query's matchesText uses.
CREATE INDEX "gate_passes_search_idx" ON "gate_passes" USING gin (search_text("person_name", "company") gin_trgm_ops);
