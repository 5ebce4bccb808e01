#!/usr/bin/env node
// Fails when an operation of the OpenAPI document does not say what it answers: every operation needs a
// success answer with a schema (JSON: the {status, message, data} envelope with a typed data; files: a
// binary body with its content type) and the standard error answers (400 always; 401 behind a
// session or key). apps/api/src/core/http/openapi-answers.ts has the decorators that document them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.argv[2] ?? fileURLToPath(new URL('../packages/api-client/openapi.json', import.meta.url));
const doc = JSON.parse(readFileSync(file, 'utf8'));
const schemas = doc.components?.schemas ?? {};
const resolve = (s) => (s?.$ref ? schemas[s.$ref.replace('#/components/schemas/', '')] : s);

/** Why a JSON success schema is not the envelope with a typed data, or null. */
function envelopeProblem(schema) {
  const s = resolve(schema);
  if (!s) return 'no schema';
  const props = s.properties ?? {};
  for (const key of ['status', 'message', 'data']) if (!props[key]) return `the envelope has no "${key}"`;
  const data = resolve(props.data);
  if (!data || (Object.keys(data).length === 0)) return 'data has no schema';
  if (data.type === 'object' && !data.properties && !data.enum && !data.additionalProperties && !data.allOf) return 'data is an untyped object';
  if (data.type === 'array' && !resolve(data.items)) return 'data is an array of nothing';
  return null;
}

const problems = [];
let operations = 0;
for (const [path, item] of Object.entries(doc.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
    operations++;
    const name = `${method.toUpperCase()} ${path}`;
    const responses = op.responses ?? {};
    const success = Object.entries(responses).filter(([code]) => /^2\d\d$/.test(code));
    if (success.length === 0) problems.push(`${name}: no success answer documented`);
    for (const [code, answer] of success) {
      const content = answer.content ?? {};
      if (Object.keys(content).length === 0) {
        problems.push(`${name} ${code}: no response schema (use ApiEnvelope / ApiPagedEnvelope / ApiSelectEnvelope / ApiFileAnswer)`);
        continue;
      }
      for (const [type, media] of Object.entries(content)) {
        // A JSON file to download (ApiFileAnswer: a binary body, e.g. the GSTR-1 offline-tool file) is not an answer envelope.
        if (type === 'application/json' && media.schema?.format !== 'binary') {
          const why = envelopeProblem(media.schema);
          if (why) problems.push(`${name} ${code}: ${why}`);
        } else if (!media.schema) {
          problems.push(`${name} ${code}: ${type} has no schema`);
        }
      }
    }
    const secured = (op.security ?? doc.security ?? []).some((s) => 'bearer' in s);
    const needed = secured ? ['400', '401'] : ['400'];
    for (const code of needed) {
      if (!responses[code]) problems.push(`${name}: error answer ${code} not documented`);
      else if (!responses[code].content?.['application/json']?.schema) problems.push(`${name}: error answer ${code} has no schema`);
    }
  }
}

// Two answer or body classes with one name become ONE schema in the document (the second silently takes
// the first's shape): every class with @ApiProperty fields must have a name of its own.
const seen = new Map();
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('@ApiProperty')) continue;
      for (const [, name] of text.matchAll(/^export class (\w+)/gm)) {
        if (seen.has(name)) problems.push(`schema name ${name} is declared twice: ${seen.get(name)} and ${path}`);
        else seen.set(name, path);
      }
    }
  }
};
walk(fileURLToPath(new URL('../apps/api/src', import.meta.url)));

if (problems.length) {
  console.error(`${problems.length} problem(s) in the answers of ${file}:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`All ${operations} operations document their success answer and error answers.`);
