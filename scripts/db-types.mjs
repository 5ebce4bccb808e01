#!/usr/bin/env node
// `pnpm db:types`: the row types of every table, generated from the migrated database schema (issue 25 item 1).
//   node scripts/db-types.mjs                    writes apps/api/src/core/database/schema.generated.ts
//   node scripts/db-types.mjs --check [--against FILE]
//                                                regenerates and compares with the checked-in file (or FILE):
//                                                exits 1 with the diff's first lines when they differ (npm test)
// A scratch database is created (TEST_DATABASE_URL, else the local PostgreSQL, else an embedded cluster: the
// tests' createTestDatabase), every migration runs through the API's own runner, the catalogue is read, and
// the database is dropped. That part runs in a child node with the API's TypeScript loader (the migrations
// are TypeScript); this file only turns the catalogue into TypeScript.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps/api');
export const TARGET = join(apiDir, 'src/core/database/schema.generated.ts');

// Runs in apps/api: scratch database, migrations, catalogue as JSON on stdout, drop.
const CHILD = String.raw`
import pg from 'pg';
import { createTestDatabase } from './test/support/test-database.ts';
import { runMigrations } from './src/core/database/migrations-runner.ts';
const db = await createTestDatabase();
try {
  await runMigrations(db.ownerUrl, () => undefined);
  const client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
  try {
    const { rows: columns } = await client.query(${'`'}
      SELECT c.relname AS "table", a.attname AS "column", a.attnum AS position, a.attnotnull AS "notNull",
             coalesce(nullif(bt.typname, ''), t.typname) AS type,
             CASE WHEN t.typtype = 'd' THEN bt.typtype ELSE t.typtype END AS kind,
             et.typname AS element, et.typtype AS "elementKind",
             coalesce(nullif(bt.oid, 0), t.oid)::int AS "typeOid", et.oid::int AS "elementOid"
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_type bt ON t.typtype = 'd' AND bt.oid = t.typbasetype
      LEFT JOIN pg_type et ON et.oid = coalesce(nullif(bt.typelem, 0), t.typelem) AND coalesce(bt.typcategory, t.typcategory) = 'A'
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname, a.attnum${'`'});
    const { rows: enums } = await client.query(
      'SELECT enumtypid::int AS oid, array_agg(enumlabel::text ORDER BY enumsortorder) AS labels FROM pg_enum GROUP BY enumtypid');
    const { rows: checks } = await client.query(${'`'}
      SELECT c.relname AS "table", a.attname AS "column", pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.conkey[1]
      WHERE n.nspname = 'public' AND k.contype = 'c' AND cardinality(k.conkey) = 1
      ORDER BY 1, 2, 3${'`'});
    process.stdout.write(JSON.stringify({ columns, enums, checks }));
  } finally {
    await client.end();
  }
} finally {
  await db.drop();
}
`;

/** The catalogue of a freshly migrated scratch database. */
export function readCatalogue() {
  const child = spawnSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', '--input-type=module', '--eval', CHILD],
    { cwd: apiDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (child.status !== 0) {
    process.stderr.write(child.stderr);
    throw new Error(`migrating a scratch database failed (exit ${child.status})`);
  }
  return JSON.parse(child.stdout);
}

// What pg (pg-types 2, no custom parsers: the app sets none) hands back for each type, by type name.
const SCALARS = {
  int2: 'number', int4: 'number', oid: 'number', float4: 'number', float8: 'number',
  int8: 'string', numeric: 'string', money: 'string',
  bool: 'boolean',
  date: 'Date', timestamp: 'Date', timestamptz: 'Date',
  json: 'unknown', jsonb: 'unknown',
  bytea: 'Buffer',
  interval: 'PostgresInterval',
};
// Array types pg parses into arrays (others, such as arrays of enums, come back as the '{a,b}' text).
const PARSED_ARRAYS = new Set(['int2', 'int4', 'oid', 'float4', 'float8', 'int8', 'numeric', 'money', 'bool', 'date',
  'timestamp', 'timestamptz', 'json', 'jsonb', 'bytea', 'interval', 'text', 'varchar', 'bpchar', 'char', 'uuid', 'cidr', 'time']);

const literal = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const union = (labels) => labels.map(literal).join(' | ');

/**
 * The values a one-column CHECK allows, when it is a plain list: `col IN ('A', 'B')`, which PostgreSQL keeps as
 * `CHECK ((col = ANY (ARRAY['A'::text, 'B'::text])))` (varchar columns add casts). Anything else: null.
 */
export function checkedValues(definition, column) {
  const name = column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const subject = `(?:"?${name}"?|\\("?${name}"?\\)::[a-z ]+)`;
  const list = "((?:'(?:[^']|'')*'::[a-z ]+(?:, )?)+)";
  const m = new RegExp(`^CHECK \\(+${subject} = ANY \\(+ARRAY\\[${list}\\](?:\\)::[a-z ]+\\[\\])?\\)+$`).exec(definition);
  if (!m) return null;
  return [...m[1].matchAll(/'((?:[^']|'')*)'::/g)].map((v) => v[1].replace(/''/g, "'"));
}

function tsType(column, enums, allowed) {
  if (column.element) {
    const element = column.element;
    if (column.elementKind === 'e') return 'string'; // pg leaves enum arrays as text
    if (!PARSED_ARRAYS.has(element)) return 'string';
    return `${SCALARS[element] ?? 'string'}[]`;
  }
  if (column.kind === 'e') return union(enums.get(column.typeOid));
  if (allowed) return union(allowed);
  return SCALARS[column.type] ?? 'string';
}

const pascal = (name) => name.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** The TypeScript source for a catalogue: one interface per table, and a map from table name to row type. */
export function render({ columns, enums, checks }) {
  const enumLabels = new Map(enums.map((e) => [e.oid, e.labels]));
  const allowed = new Map();
  for (const c of checks) {
    const values = checkedValues(c.definition, c.column);
    // Two list checks on one column: the values both allow.
    if (values) {
      const key = `${c.table}.${c.column}`;
      const before = allowed.get(key);
      allowed.set(key, before ? before.filter((v) => values.includes(v)) : values);
    }
  }
  const tables = new Map();
  for (const c of columns) {
    if (!tables.has(c.table)) tables.set(c.table, []);
    tables.get(c.table).push(c);
  }
  const names = [...tables.keys()].sort();
  const out = [
    '// Generated by `pnpm db:types` (scripts/db-types.mjs) from the schema the migrations build: do not edit.',
    '// npm test fails when this file and the migrations disagree; run `pnpm db:types` after adding a migration.',
    '// Types are what pg answers (the app sets no type parsers): bigint and numeric are strings, dates and',
    '// timestamps are Date, json is unknown; a text column with a one-column CHECK list is the union of its values.',
    '',
  ];
  const needsInterval = columns.some((c) => c.type === 'interval' || c.element === 'interval');
  if (needsInterval) out.push("import type { IPostgresInterval as PostgresInterval } from 'postgres-interval';", '');
  for (const name of names) {
    out.push(`export interface ${pascal(name)}Row {`);
    for (const c of tables.get(name)) {
      const type = tsType(c, enumLabels, allowed.get(`${name}.${c.column}`));
      out.push(`  ${/^[a-z_][a-z0-9_]*$/.test(c.column) ? c.column : literal(c.column)}: ${type}${c.notNull ? '' : ' | null'};`);
    }
    out.push('}', '');
  }
  out.push('/** Every table, by name. */', 'export interface Tables {');
  for (const name of names) out.push(`  ${name}: ${pascal(name)}Row;`);
  out.push('}', '');
  return out.join('\n');
}

/** The unified diff of two texts, through diff(1). */
function diff(expectedPath, actual) {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-db-types-'));
  try {
    const generated = join(dir, 'schema.generated.ts');
    writeFileSync(generated, actual);
    const d = spawnSync('diff', ['-u', expectedPath, generated], { encoding: 'utf8' });
    return d.stdout || d.stderr || '(the files differ)';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(args) {
  const check = args.includes('--check');
  const against = args.includes('--against') ? args[args.indexOf('--against') + 1] : TARGET;
  const source = render(readCatalogue());
  if (!check) {
    writeFileSync(TARGET, source);
    console.log(`wrote ${TARGET.slice(root.length)}`);
    return 0;
  }
  let current = null;
  try {
    current = readFileSync(against, 'utf8');
  } catch {
    /* missing: differs */
  }
  if (current === source) {
    console.log('db types: the checked-in row types match the migrations');
    return 0;
  }
  const lines = current === null ? [`${against} is missing`] : diff(against, source).split('\n');
  console.error(`db types: ${against.startsWith(root) ? against.slice(root.length) : against} differs from the migrations' schema:`);
  console.error(lines.slice(0, 40).join('\n') + (lines.length > 40 ? `\n... (${lines.length - 40} more lines)` : ''));
  console.error('run pnpm db:types');
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
