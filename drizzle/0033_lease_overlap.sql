-- Two leases of one module never cover the same day, whichever process writes them: an exclusion
-- constraint over the lease's days ('[]': both ends included; no end: open-ended). Equality on the
-- module number inside a GiST index takes btree_gist, a contrib module of PostgreSQL and a bundle
-- of PGlite (src/server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_no_overlap"
  EXCLUDE USING gist ("module_number" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);
