-- Text search served by indexes: trigram GIN indexes (pg_trgm) over the searched columns, lower-cased
-- and without accents (unaccent), so "joao" finds "João" and a search reads what it finds, not the
-- table. search_text is the one expression both the indexes and the queries use
-- (src/server/db/search.ts matchesText).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE FUNCTION search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, array_to_string(parts, ' '))) $$;
--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin (search_text("full_name", "email", "phone", "message") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipments_search_idx" ON "shipments" USING gin (search_text("tracking_number", "origin", "destination", "sender_name", "receiver_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_search_idx" ON "user" USING gin (search_text("name", "email") gin_trgm_ops);
