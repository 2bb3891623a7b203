// The PostgreSQL extensions the migrations create (drizzle/0021_search.sql): PostgreSQL ships them
// as contrib modules, PGlite as bundles loaded when a database opens. Every PGlite opened on the
// project's migrations (the app's worker, the test template, transfers, benches) passes these.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent };
