import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (npm run db:generate) and applied at start-up by
// src/server/db/client.ts (DatabaseHandle.migrate), to PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
