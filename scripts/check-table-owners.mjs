// `npm run lint` part: each table is written (insert, update, delete) only by its owner, the folder
// or file that src/server/db/table-owners.ts names for it (house style 18); every other module calls
// the owner's functions. Reads the sources as syntax (TypeScript's parser, no type checker): a write
// is `.insert(t)`, `.update(t)` or `.delete(t)` on a table imported from the schema, `tableRow(t, …)`,
// or SQL text that inserts into, updates or deletes from a table by name or by `${t}`. A write whose
// table the check cannot name (`tx.update(someVariable)`) is refused too, so a table cannot be
// passed around to escape it. Tests and their fixtures are not checked.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const OWNERS_FILE = 'src/server/db/table-owners.ts';
const SCHEMA_DIR = 'src/server/db/schema';
const NOT_CHECKED = /\.test\.tsx?$|fixtures\.ts$|test-support|\.d\.ts$/;
/**
 * Modules that write whatever table they are handed, each checked where it is handed one:
 * insertRow's table comes from a tableRow(t, …) call, which counts as a write of t; the database
 * transfer copies every table as it is (npm run db:export / db:import).
 */
const GENERIC_WRITERS = new Set(['src/server/db/insert-row.ts', 'src/server/db/transfer.ts']);
/**
 * The first rows of a fresh database (the 18 modules, the freight FAQ), inserted at start-up before
 * any feature runs and never updated: a migration's data, like the SQL migrations this check does
 * not read. Every later write of those tables goes through their owners.
 */
const FIRST_ROWS = new Set(['src/server/db/seed.ts']);
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
/** Receivers that are a database or a transaction: a write on them must name its table. */
const DATABASE_RECEIVER = /^(tx|db|database|trx|transaction)$/;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?("?)([a-z_][a-z0-9_]*)\2/gi;
const SQL_WRITE_BEFORE_SPAN = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function walk(node, visit) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Every table of the schema: its exported name → its SQL name. */
export function schemaTables(root) {
  const tables = new Map();
  const dir = path.join(root, SCHEMA_DIR);
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = parse(name, fs.readFileSync(path.join(dir, name), 'utf8'));
    walk(source, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      const call = node.initializer;
      if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'pgTable') return;
      const [first] = call.arguments;
      if (first && ts.isStringLiteralLike(first)) tables.set(node.name.text, first.text);
    });
  }
  return tables;
}

/** The owner map: SQL table name → the owning path (a folder or a file, from the root). */
export function tableOwners(root) {
  const file = path.join(root, OWNERS_FILE);
  const source = parse(file, fs.readFileSync(file, 'utf8'));
  const owners = new Map();
  walk(source, (node) => {
    if (!ts.isPropertyAssignment(node) || !ts.isStringLiteralLike(node.initializer)) return;
    const key = ts.isIdentifier(node.name) || ts.isStringLiteralLike(node.name) ? node.name.text : null;
    if (key) owners.set(key, node.initializer.text);
  });
  return owners;
}

/** Whether an import specifier, from `file`, names the schema (its index or one of its files). */
function isSchemaImport(root, file, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return false;
  const relative = path
    .relative(path.join(root, 'src', 'server', 'db'), target)
    .split(path.sep)
    .join('/');
  return relative === 'schema' || relative.startsWith('schema/');
}

/** The tables a file can name: local binding → SQL name, and the namespaces the schema is imported as. */
function bindings(root, file, source, tables) {
  const names = new Map();
  const namespaces = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!isSchemaImport(root, file, statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause?.namedBindings) continue;
    if (ts.isNamespaceImport(clause.namedBindings)) namespaces.add(clause.namedBindings.name.text);
    else
      for (const element of clause.namedBindings.elements) {
        const exported = (element.propertyName ?? element.name).text;
        if (tables.has(exported)) names.set(element.name.text, tables.get(exported));
      }
  }
  // The schema's own files name their tables directly.
  if (path.relative(path.join(root, SCHEMA_DIR), file).split(path.sep).length === 1 && !file.includes('..'))
    for (const [exported, sqlName] of tables) if (!names.has(exported)) names.set(exported, sqlName);
  return { names, namespaces };
}

/** The SQL name of the table an expression stands for, or null. */
function tableOf(expression, { names, namespaces }, tables) {
  if (ts.isIdentifier(expression)) return names.get(expression.text) ?? null;
  if (
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    namespaces.has(expression.expression.text)
  )
    return tables.get(expression.name.text) ?? null;
  return null;
}

/** `tx`, `db`, `db()`, `this.db`…: whether a call's receiver is a database or a transaction. */
function isDatabase(receiver) {
  if (ts.isCallExpression(receiver)) return isDatabase(receiver.expression);
  if (ts.isIdentifier(receiver)) return DATABASE_RECEIVER.test(receiver.text);
  if (ts.isPropertyAccessExpression(receiver)) return DATABASE_RECEIVER.test(receiver.name.text);
  return false;
}

/** Calls whose text argument is SQL: sql.raw(…), db.execute(…), client.query(…)… */
const SQL_CALLS = new Set(['raw', 'execute', 'query', 'exec', 'unsafe']);

/** The template or string of SQL a node holds: a sql`…` template, or the text handed to a SQL call. */
function sqlText(node) {
  if (ts.isTaggedTemplateExpression(node)) {
    const tag = node.tag;
    const name = ts.isIdentifier(tag) ? tag.text : ts.isPropertyAccessExpression(tag) ? tag.name.text : '';
    return /sql$/i.test(name) ? node.template : null;
  }
  if (!(ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)))
    return null;
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node)) return null;
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  return SQL_CALLS.has(name) ? node : null;
}

const verbOf = (text) => text.toLowerCase().split(/\s+/)[0];

/** Every write in one file: `{ line, verb, table }` (table null: a write the check cannot name). */
export function writesIn(root, file, text, tables) {
  const source = parse(file, text);
  const bound = bindings(root, file, source, tables);
  const sqlNames = new Set(tables.values());
  const writes = [];
  const at = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  walk(source, (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      if (ts.isPropertyAccessExpression(callee) && WRITE_METHODS.has(callee.name.text) && first) {
        const table = tableOf(first, bound, tables);
        if (table) writes.push({ line: at(node), verb: callee.name.text, table });
        else if (isDatabase(callee.expression)) writes.push({ line: at(node), verb: callee.name.text, table: null });
      }
      if (ts.isIdentifier(callee) && callee.text === 'tableRow' && first) {
        writes.push({ line: at(node), verb: 'insert', table: tableOf(first, bound, tables) });
      }
    }
    const template = sqlText(node);
    if (template) {
      const spans = ts.isTemplateExpression(template) ? template.templateSpans : [];
      const texts = ts.isTemplateExpression(template)
        ? [template.head.text, ...spans.map((span) => span.literal.text)]
        : [template.text];
      for (const text of texts)
        for (const match of text.matchAll(SQL_WRITE))
          if (sqlNames.has(match[3])) writes.push({ line: at(node), verb: verbOf(match[1]), table: match[3] });
      spans.forEach((span, index) => {
        const before = texts[index].match(SQL_WRITE_BEFORE_SPAN);
        if (before)
          writes.push({ line: at(span), verb: verbOf(before[1]), table: tableOf(span.expression, bound, tables) });
      });
    }
  });
  return writes;
}

function sourceFiles(root) {
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true })
    .map((file) => path.join('src', String(file)).split(path.sep).join('/'))
    .filter((file) => /\.(ts|tsx|mts|astro)$/.test(file) && !NOT_CHECKED.test(file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

const owns = (owner, file) => file === owner || file.startsWith(`${owner.replace(/\/$/, '')}/`);

/** Checks `root`/src: `{ exitCode, output }`, the output naming each write outside its owner. */
export function checkTableOwners(root) {
  const tables = schemaTables(root);
  const owners = tableOwners(root);
  const problems = [];
  for (const sqlName of new Set(tables.values()))
    if (!owners.has(sqlName)) problems.push(`${OWNERS_FILE}: the table ${sqlName} has no owner`);
  for (const [sqlName, owner] of owners) {
    if (![...tables.values()].includes(sqlName))
      problems.push(`${OWNERS_FILE}: ${sqlName} is not a table of the schema`);
    if (!fs.existsSync(path.join(root, owner)))
      problems.push(`${OWNERS_FILE}: ${sqlName}'s owner ${owner} does not exist`);
  }
  for (const file of sourceFiles(root).filter((f) => !GENERIC_WRITERS.has(f) && !FIRST_ROWS.has(f))) {
    let text = fs.readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('.astro')) text = text.match(FRONTMATTER)?.[1] ?? '';
    for (const { line, verb, table } of writesIn(root, path.join(root, file), text, tables)) {
      if (table === null) {
        problems.push(
          `${file}:${line}: ${verb} on a table this check cannot name: write through the table's own import`,
        );
        continue;
      }
      const owner = owners.get(table);
      if (owner && !owns(owner, file))
        problems.push(`${file}:${line}: ${verb} ${table}, which ${owner} owns: call its functions`);
    }
  }
  const output = problems.length
    ? `${problems.join('\n')}\n\n✘ ${problems.length} write(s) outside their table's owner\n`
    : `✔ every table is written by its owner only (${owners.size} tables)\n`;
  return { exitCode: problems.length ? 1 : 0, output };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { exitCode, output } = checkTableOwners(path.join(import.meta.dirname, '..'));
  process.stdout.write(output);
  process.exitCode = exitCode;
}
