// scripts/check-console-api-types.mjs on snippets (it must find each hand-named answer type) and on the
// console (it must find none). Run by scripts/test-all.sh:
//   node --test scripts/check-console-api-types.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkConsole, explicitTypeArguments } from './check-console-api-types.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

test('finds every api call that names its answer type', () => {
  const text = [
    "const a = apiGet<PagedList<Warehouse>>('/api/erp/warehouse', toPageQuery(request));",
    "const b = await apiPost<Category>(\n  '/api/erp/category',\n  category,\n);",
    "const c = api.apiDelete<null>('/api/erp/holiday', { id });",
    "const d = apiPut<unknown>('/api/erp/company', profile);",
    "const e = apiPatch<Service>('/api/erp/subscription/service', { id: 1 }, body);",
  ].join('\n');
  assert.deepEqual(
    explicitTypeArguments(text, 'x.ts').map(({ line, call }) => [line, call]),
    [[1, 'apiGet<PagedList<Warehouse>>'], [2, 'apiPost<Category>'], [6, 'api.apiDelete<null>'], [7, 'apiPut<unknown>'], [8, 'apiPatch<Service>']],
  );
});

test('leaves calls typed by their path, other generics and comparisons alone', () => {
  const text = [
    "const a = apiGet('/api/erp/warehouse');",
    "const b = useQuery<Foo>({ queryKey: ['x'], queryFn: () => apiGet(resolvePath('/api/erp/sale-invoice/{id}', { id })) });",
    'const c = apiGet < limit;',
    '// apiGet<Foo> in a comment',
    "const d = <T,>(x: T) => apiPost('/api/erp/category', x);",
  ].join('\n');
  assert.deepEqual(explicitTypeArguments(text, 'x.tsx'), []);
});

test('the console names no answer type by hand', () => {
  assert.deepEqual(checkConsole(), []);
  const cli = spawnSync(process.execPath, [join(root, 'scripts/check-console-api-types.mjs')], { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.match(cli.stdout, /explicit type argument: 0/);
});
