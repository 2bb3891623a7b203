// The shapes every part of the fuzz test's target list shares (index.ts gathers the parts): what a
// form target is, the rows it stores and how they are read back, and the records the run creates
// at start-up so that the staff's forms can name a real lead, account or email.
import type { PgTable } from 'drizzle-orm/pg-core';

/** The verified account the fuzz server creates at start-up (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const FUZZ_ACCOUNT = { email: 'admin@example.com', password: 'Admin12345' } as const;

export const STRONG_PASSWORD = 'Senha1234';

/** An id that names no record: the forms that take one reach their checks and the not-found answer. */
export const NO_RECORD = '00000000-0000-4000-8000-000000000000';

/** Values that make each sample unique (fresh addresses, submission keys), drawn by fast-check. */
export interface Uniq {
  id: string;
  uuid: string;
}

/** Records made before the run (fuzz-records.ts): the signed-in admin, a lead, a customer
 * account made for the fuzz (the one the account forms demote and suspend, never the admin) and
 * an email in the outbox. */
export interface FuzzRecords {
  userId: string;
  leadId: string;
  customerId: string;
  mailId: string;
}

/** A page path with `{lead}`, `{customer}` or `{mail}` filled in from the records. */
export const fillPage = (page: string, records: FuzzRecords) =>
  page.replace('{lead}', records.leadId).replace('{customer}', records.customerId).replace('{mail}', records.mailId);

/** What a request needs: nobody, the test's signed-in session, or a session of its own (for what
 * ends or revokes sessions, so the test's own session survives). */
export type SessionUse = 'none' | 'user' | 'own';

export interface ObjectSchema {
  shape: Record<string, unknown>;
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type Row = Record<string, unknown>;

/** The rows a form stores, checked after the run against its schema (fuzz-stored-rows.ts). */
export interface StoredRows {
  table: PgTable;
  /** Which row, in the report. */
  label: (row: Row) => string;
  /** A stored row as the form's fields: what the form would have sent to store it. */
  toForm: (row: Row) => Row;
  /** Only the rows this form writes (a table several forms write, as lead_events). */
  only?: (row: Row) => boolean;
  /** The schema to check with, when not the form's own (a table no one form writes). */
  schema?: ObjectSchema;
  /** Fields that may keep line breaks and tabs (a message). */
  multiline?: readonly string[];
  /** Other name columns (not form fields) and their most characters. */
  names?: Readonly<Record<string, number>>;
  /** Name fields whose form allows more than the usual 100 characters, and how many. */
  longNames?: Readonly<Record<string, number>>;
}

type StoredOptions<R> = Pick<StoredRows, 'schema' | 'multiline' | 'names' | 'longNames'> & {
  only?: (row: R) => boolean;
};

/** StoredRows with the table's own row type in its functions. */
export function stored<T extends PgTable>(
  table: T,
  label: (row: T['$inferSelect']) => string,
  toForm: (row: T['$inferSelect']) => Row,
  more: StoredOptions<T['$inferSelect']> = {},
): StoredRows {
  const { only, ...rest } = more;
  return {
    table,
    label: label as (row: Row) => string,
    toForm: toForm as (row: Row) => Row,
    ...(only ? { only: only as (row: Row) => boolean } : {}),
    ...rest,
  };
}

export interface FormTarget {
  /** The action's name as Astro knows it (src/actions/index.ts): `?_action=` and `/_actions/`. */
  action: string;
  /** Pages whose form posts to it without JavaScript (the English twins are tried too); see fillPage. */
  pages: readonly string[];
  session: SessionUse;
  /** Its input schema: the fields come from its shape. */
  schema: ObjectSchema;
  /** A valid submission. */
  sample: (uniq: Uniq, records: FuzzRecords) => Record<string, string>;
  /** What it stores, if anything (every row of that table is checked, whoever wrote it). */
  stored?: StoredRows | readonly StoredRows[];
  /** It changes the signed-in account's own row, which later requests overwrite: the test reads
   * the account back after each success, so an invalid state in between is seen too. */
  changesAccount?: boolean;
}

/** A form's field names, from its schema. */
export const fieldsOf = (target: FormTarget) => Object.keys(target.schema.shape);

/** A target's stored rows as a list. */
export const storedOf = (target: FormTarget): readonly StoredRows[] =>
  target.stored === undefined ? [] : 'table' in target.stored ? [target.stored] : target.stored;
