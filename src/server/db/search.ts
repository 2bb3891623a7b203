// Pieces every search query shares.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A LIKE/ILIKE pattern matching `text` anywhere, with its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `text` appears in any of `columns`, ignoring case and accents ("joao" finds "João").
 * The columns must be those of a `search_text(…)` trigram index, in its order
 * (drizzle/0021_text_search.sql): the index then serves the search instead of a scan.
 */
export function matchesText(columns: SQLWrapper[], text: string): SQL {
  return sql`search_text(${sql.join(columns, sql`, `)}) LIKE search_text(${containsPattern(text)})`;
}
