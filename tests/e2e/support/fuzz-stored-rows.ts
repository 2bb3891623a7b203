// After the fuzz run: every row a form stores (FormTarget.stored), whoever wrote it, read back as
// the form's fields and parsed with the form's schema, which must give back exactly what is
// stored; plus the rules the security review found broken, stated on their own by kind of field
// (fuzz-values.ts kindOf), so the check holds even where a schema is looser than it should be.
import { getTableName } from 'drizzle-orm';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { FORM_TARGETS, storedOf, type FormTarget, type StoredRows } from './fuzz-targets';
import { kindOf, visible } from './fuzz-values';
import { siteLocalInput } from '@/lib/site-time';

// C0 and C1 controls and DEL; a message may keep tabs and line breaks.
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_MESSAGE = /[^\P{Cc}\t\n\r]/u;
const PHONE = /^[0-9 ()+-]*[0-9][0-9 ()+-]*$/;
const NAME_MAX = 100;

export interface StoredProblem {
  /** `leads.celular`: the table and the form's name for the field. */
  field: string;
  rule: string;
  row: string;
  value: unknown;
}

export interface StoredRowsReport {
  /** Rows per table. */
  counts: Record<string, number>;
  problems: StoredProblem[];
}

const show = (value: unknown) => {
  const chars = [...visible(value)];
  return chars.length > 80 ? `${chars.slice(0, 80).join('')}…(${chars.length} chars)` : chars.join('');
};

/** One line per broken rule and field, with how many rows break it and a few of their values. */
export function describeProblems(problems: readonly StoredProblem[]): string {
  const groups = Map.groupBy(problems, (p) => `${p.field}: ${p.rule}`);
  return [...groups]
    .map(
      ([key, list]) =>
        `${key} (${list.length} rows), e.g. ${[...new Set(list.map((p) => show(p.value)))].slice(0, 3).join(', ')}`,
    )
    .join('\n');
}

/** Minutes after midnight of a clock time 'HH:MM'; undefined for any other text. */
const clockMinutes = (text: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
};

/** The schema gives back what is stored: the same value, the number a form's text stands for (a
 * clock time's minutes after midnight included), or the instant a date-time field stands for (in
 * the site's time zone). */
const same = (parsed: unknown, sent: unknown) =>
  parsed === sent ||
  (typeof parsed === 'number' &&
    typeof sent === 'string' &&
    (String(parsed) === sent || clockMinutes(sent) === parsed)) ||
  (parsed instanceof Date && typeof sent === 'string' && siteLocalInput(parsed) === sent);

/** Checks one row stored by `target` as `stored` says, reporting into `problems`. */
function checkRow(
  target: FormTarget,
  stored: StoredRows,
  row: Record<string, unknown>,
  problems: StoredProblem[],
  note = '',
) {
  const schema = stored.schema ?? target.schema;
  const table = getTableName(stored.table);
  const label = `${stored.label(row)}${note}`;
  const fail = (field: string, rule: string, value: unknown) =>
    problems.push({ field: `${table}.${field}`, rule, row: label, value });
  const form = stored.toForm(row);

  const result = schema.safeParse(form);
  if (!result.success) {
    for (const issue of result.error.issues)
      fail(String(issue.path[0]), `fails the form's schema (${issue.message})`, form[String(issue.path[0])]);
  } else {
    const parsed = result.data as Record<string, unknown>;
    for (const field of Object.keys(schema.shape)) {
      // A blank optional field is stored as null: the form sends '' or nothing.
      if (form[field] !== undefined && form[field] !== '' && !same(parsed[field], form[field])) {
        fail(field, `not stored as the form's schema gives it (${show(parsed[field])})`, form[field]);
      }
    }
  }

  const name = (field: string, value: string, max: number) => {
    if (CONTROL.test(value)) fail(field, 'holds a control character', value);
    // Characters as the schemas count them: code points (an emoji is one).
    if ([...value].length > max) fail(field, `longer than ${max} characters`, value);
    if (value.trim() === '') fail(field, 'blank', value);
  };
  for (const [field, value] of Object.entries(form)) {
    if (value === undefined || value === null) continue;
    const kind = kindOf(field);
    if (kind === 'number') {
      if (!(Number(value) > 0)) fail(field, 'not above zero', value);
    } else if (typeof value !== 'string') {
      fail(field, 'not a text', value);
    } else if (kind === 'name') {
      name(field, value, stored.longNames?.[field] ?? NAME_MAX);
    } else if (kind === 'phone') {
      if (value !== '' && !PHONE.test(value))
        fail(field, 'not only digits, plain spaces, ( ) - and + with a digit', value);
    } else if ((stored.multiline?.includes(field) ? CONTROL_IN_MESSAGE : CONTROL).test(value)) {
      fail(field, 'holds a control character', value);
    }
  }
  for (const [column, max] of Object.entries(stored.names ?? {})) name(column, String(row[column]), max);
}

const storing = () => FORM_TARGETS.flatMap((target) => storedOf(target).map((stored) => ({ target, stored })));

/**
 * Checks every stored row, and the states of the signed-in account read back during the run
 * (later requests overwrite its row): `accountStates` are user rows as the session gives them.
 */
export async function checkStoredRows(
  dataDir: string,
  accountStates: ReadonlyArray<Record<string, unknown>> = [],
): Promise<StoredRowsReport> {
  const problems: StoredProblem[] = [];
  const counts: Record<string, number> = {};
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    for (const { target, stored } of storing()) {
      const rows = (await handle.db.select().from(stored.table)) as Record<string, unknown>[];
      counts[getTableName(stored.table)] = rows.length;
      const checked = (all: ReadonlyArray<Record<string, unknown>>) => (stored.only ? all.filter(stored.only) : all);
      for (const row of checked(rows)) checkRow(target, stored, row, problems);
      if (getTableName(stored.table) === 'user') {
        for (const state of checked(accountStates)) checkRow(target, stored, state, problems, ' (during the run)');
      }
    }
  } finally {
    await handle.close();
  }
  return { counts, problems };
}
