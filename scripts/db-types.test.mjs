// scripts/db-types.mjs: the type mapping on a small catalogue, the checked-in row types against the migrations
// (the drift check of npm test), and the check failing on a modified copy. Run by scripts/test-all.sh:
//   node --test scripts/db-types.test.mjs
// Needs PostgreSQL as the API tests do (TEST_DATABASE_URL, the local one, or an embedded cluster).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkedValues, render, TARGET } from './db-types.mjs';

const script = fileURLToPath(new URL('./db-types.mjs', import.meta.url));
const runCheck = (...args) => spawnSync(process.execPath, [script, '--check', ...args], { encoding: 'utf8' });

const column = (table, name, type, notNull, extra = {}) => ({ table, column: name, notNull, type, kind: 'b', element: null, elementKind: null, typeOid: 0, ...extra });

test('maps PostgreSQL types to what pg answers, nullable columns to | null, tables sorted', () => {
  const source = render({
    columns: [
      column('work_items', 'id', 'int8', true),
      column('work_items', 'hours', 'numeric', false),
      column('work_items', 'seats', 'int4', true),
      column('work_items', 'done', 'bool', true),
      column('work_items', 'due_on', 'date', false),
      column('work_items', 'meta', 'jsonb', true),
      column('work_items', 'tags', '_text', true, { element: 'text', elementKind: 'b' }),
      column('work_items', 'status', 'varchar', true),
      column('work_items', 'mood', 'mood', true, { kind: 'e', typeOid: 42 }),
      column('accounts', 'name', 'text', true),
    ],
    enums: [{ oid: 42, labels: ['happy', 'sad'] }],
    checks: [{ table: 'work_items', column: 'status', definition: "CHECK (((status)::text = ANY ((ARRAY['OPEN'::character varying, 'DONE'::character varying])::text[])))" }],
  });
  assert.ok(source.indexOf('interface AccountsRow') < source.indexOf('interface WorkItemsRow'));
  for (const line of [
    '  id: string;', '  hours: string | null;', '  seats: number;', '  done: boolean;', '  due_on: Date | null;',
    '  meta: unknown;', '  tags: string[];', "  status: 'OPEN' | 'DONE';", "  mood: 'happy' | 'sad';",
    '  work_items: WorkItemsRow;',
  ]) assert.ok(source.includes(`\n${line}\n`), `missing: ${line}`);
});

test('a CHECK narrows a column only when it is a plain list of values', () => {
  assert.deepEqual(checkedValues("CHECK ((kind = ANY (ARRAY['A'::text, 'B''s'::text])))", 'kind'), ['A', "B's"]);
  assert.equal(checkedValues("CHECK (((kind = ANY (ARRAY['A'::text])) OR (kind = 'B'::text)))", 'kind'), null);
  assert.equal(checkedValues('CHECK ((amount > (0)::numeric))', 'amount'), null);
  assert.equal(checkedValues("CHECK ((kind_2 = ANY (ARRAY['A'::text])))", 'kind'), null);
});

test('the checked-in row types match the migrations', () => {
  const check = runCheck();
  assert.equal(check.status, 0, check.stderr);
});

test('a row types file that differs from the migrations fails the check, with the diff and the fix', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-db-types-test-'));
  try {
    const copy = join(dir, 'schema.generated.ts');
    const original = readFileSync(TARGET, 'utf8');
    const modified = original.replace(/\n {2}company_id: string;\n/, '\n  company_id: number;\n');
    assert.notEqual(modified, original);
    writeFileSync(copy, modified);
    const check = runCheck('--against', copy);
    assert.equal(check.status, 1);
    assert.match(check.stderr, /^- {2}company_id: number;$/m);
    assert.match(check.stderr, /^\+ {2}company_id: string;$/m);
    assert.match(check.stderr, /run pnpm db:types/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
