// The auth configuration as the `auth` CLI sees it, to regenerate src/server/db/schema/auth.ts:
//   npx auth generate --config scripts/auth-cli.config.ts --output src/server/db/schema/auth.ts --yes
// then `npx drizzle-kit generate --name <change>`. No database is opened: the pool never connects.
import { drizzle } from 'drizzle-orm/node-postgres';
import { createAuth } from '../src/server/auth';
import * as schema from '../src/server/db/schema';

export const auth = createAuth({
  database: drizzle({ connection: 'postgres://schema-only@localhost/unused', schema }),
  secret: 'schema-generation-only-secret-000000000000',
  baseURL: 'http://localhost:4321',
  secureCookies: false,
});
