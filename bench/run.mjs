// Runs every bench scenario (or those named on the command line) and prints their ratios.
// Needs a build first (pnpm -r build). Usage: node bench/run.mjs [health expense-list ...]
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const scenarios = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

for (const name of scenarios) {
  const mod = await import(pathToFileURL(join(here, `${name}.mjs`)).href);
  if (typeof mod.run !== 'function') continue;
  console.log(`\n### ${name}`);
  await mod.run();
}
