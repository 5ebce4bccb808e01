#!/usr/bin/env node
// The console's answers are typed by their path (issue 25 item 2): apiGet('/api/erp/warehouse') returns the
// generated `data` of that path and method (apps/console/src/api/request.ts), so no call names its answer type.
// This counts explicit type arguments on the api wrappers' calls (apiGet<Foo>(...), api.apiPost<Bar>(...)) in
// apps/console/src and fails when there is one: a hand-named answer type drifts from the server's
// (apiPost<Category> where the server answered SavedCategoryView). Part of `npm test` (scripts/test-all.sh):
//   node scripts/check-console-api-types.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const consoleDir = join(root, 'apps/console');
const ts = createRequire(join(consoleDir, 'package.json'))('typescript');

/** The wrappers whose answer type comes from the path. */
export const API_CALLS = new Set(['apiGet', 'apiPost', 'apiPut', 'apiPatch', 'apiDelete', 'apiSave', 'apiBlob']);

/** Calls of an api wrapper with explicit type arguments in one source text: [{ line, call }]. */
export function explicitTypeArguments(text, fileName = 'source.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const calleeName = (expression) =>
    ts.isIdentifier(expression) ? expression.text : ts.isPropertyAccessExpression(expression) ? expression.name.text : undefined;
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.typeArguments?.length && API_CALLS.has(calleeName(node.expression))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, call: node.getText(source).split('(')[0] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every explicit type argument on an api call in apps/console/src: [{ file, line, call }]. */
export function checkConsole(srcDir = join(consoleDir, 'src')) {
  return sourceFiles(srcDir).flatMap((file) =>
    explicitTypeArguments(readFileSync(file, 'utf8'), file).map((hit) => ({ file: relative(root, file), ...hit })),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hits = checkConsole();
  for (const { file, line, call } of hits) console.error(`${file}:${line}: ${call}: the answer type comes from the path; drop the type argument`);
  console.log(`console api calls with an explicit type argument: ${hits.length}`);
  process.exit(hits.length === 0 ? 0 : 1);
}
