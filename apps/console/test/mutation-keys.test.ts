// Outside src/ (the console's tsconfig has no Node types): reads the console's sources from Node.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** useMutation calls that do not name the write's kind (mutationKey: mutationKey('...')), or invalidate queries themselves. */
function mutationsWithoutKind(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('useMutation(')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useMutation') {
      const options = node.arguments[0];
      const named =
        options !== undefined &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some(
          (p) =>
            ts.isPropertyAssignment(p) && p.name.getText(source) === 'mutationKey' &&
            ts.isCallExpression(p.initializer) && p.initializer.expression.getText(source) === 'mutationKey',
        );
      // Nor does a hook refresh queries itself: the map says what its kind makes stale.
      if (!named || node.getText(source).includes('invalidateQueries')) found.push(`${relative(srcDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What a write makes stale is said once, in app/invalidation-map.ts, by the write's kind: a mutation
 * without a kind would refresh nothing.
 */
describe('every mutation names its kind', () => {
  it('finds the mutation hooks', () => {
    const withMutations = sourceFiles(srcDir).filter((f) => readFileSync(f, 'utf8').includes('useMutation('));
    expect(withMutations.length).toBeGreaterThan(20);
  });

  it('each useMutation passes mutationKey(kind) and no hook invalidates queries itself', () => {
    expect(sourceFiles(srcDir).flatMap(mutationsWithoutKind)).toEqual([]);
  }, 60_000); // parsing the sources is slow on a loaded machine
});
