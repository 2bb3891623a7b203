// The PostgreSQL extensions the migrations create (drizzle/0021_text_search.sql, 0033_lease_overlap.sql): PostgreSQL ships them
// as contrib modules, PGlite as bundles loaded when a database opens. Every PGlite opened on the
// project's migrations (the app's worker, the test template, transfers, benches) passes these.
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };
