// Adds up jest's JSON results and node:test's TAP into one closing line: "Total: N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [dir, failedSteps = ''] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)) {
  const path = join(dir, file);
  if (file.endsWith('.json')) {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(`${file.replace('.json', '')}: ${r.numPassedTests} passed, ${r.numFailedTests} failed (${r.numTotalTestSuites} suites)`);
  } else if (file.endsWith('.tap') && existsSync(path)) {
    const tap = readFileSync(path, 'utf8');
    const num = (k) => Number((tap.match(new RegExp(`^# ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0);
    passed += num('pass');
    failed += num('fail') + num('cancelled');
    skipped += num('skipped') + num('todo');
    console.log(`e2e: ${num('pass')} passed, ${num('fail')} failed`);
  }
}
const steps = failedSteps.trim();
if (steps) console.log(`Failed steps: ${steps}`);
if (steps && failed === 0) failed = steps.split(/\s+/).length;
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
