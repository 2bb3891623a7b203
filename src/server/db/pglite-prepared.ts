// Named prepared statements on PGlite's one connection, for the worker (pglite-worker.ts). PGlite's
// query() parses and plans every statement anew (an unnamed one); a statement the app compiled once
// (runCompiled in client.ts: the contact form's) is parsed and planned here once per connection,
// as node-postgres does on PostgreSQL. That halves what the lead's statement costs PostgreSQL's
// WebAssembly (docs/decisions/027-memory-of-the-embedded-default.md). The same protocol steps as
// PGlite's own query(), with a name. Imports nothing of the app's (the worker runs from source in tests).
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Runs `sql` as the prepared statement `name` (prepared on first use); rows as arrays, parsed with PGlite's parsers. */
export function preparedStatements(pg: PGlite) {
  /** The parameter types of each statement prepared on this connection, by name. */
  const prepared = new Map<string, { sql: string; types: number[] }>();
  const step = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  return (name: string, sql: string, params: unknown[]): Promise<Results<unknown[]>> =>
    pg.runExclusive(async () => {
      const messages = [];
      try {
        let statement = prepared.get(name);
        if (statement && statement.sql !== sql) throw new Error(`Prepared statement ${name} names another statement.`);
        if (!statement) {
          await step(serialize.parse({ name, text: sql, types: [] }));
          const types = parse.parseDescribeStatementResults(await step(serialize.describe({ type: 'S', name })));
          statement = { sql, types };
          prepared.set(name, statement);
        }
        const { types } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pg.serializers[types[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await step(serialize.bind({ statement: name, values }))),
          ...(await step(serialize.describe({ type: 'P' }))),
          ...(await step(serialize.execute({}))),
        );
      } finally {
        messages.push(...(await step(serialize.sync())));
      }
      await pg.syncToFs();
      const [results] = parse.parseResults(messages, pg.parsers, { rowMode: 'array' });
      return results as Results<unknown[]>;
    });
}
