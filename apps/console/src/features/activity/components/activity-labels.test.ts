import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECORD_TYPE_LABELS } from './activity-labels';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/**
 * The record types the audit triggers write: every migration that installs `audit_changes(...)` triggers is run
 * against a runner that only collects its SQL, so a table joins the list however its migration spells the install.
 */
async function triggerRecordTypes(): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  const dir = join(root, 'migrations');
  for (const file of readdirSync(dir).filter((f) => /^\d+-.*\.ts$/.test(f)).sort()) {
    if (!readFileSync(join(dir, file), 'utf8').includes('audit_changes(')) continue;
    const sql: string[] = [];
    const runner = { query: async (text: string) => { sql.push(text); return []; } };
    const mod = (await import(/* @vite-ignore */ pathToFileURL(join(dir, file)).href)) as Record<string, new () => { up(q: unknown): Promise<void> }>;
    for (const Migration of Object.values(mod).filter((v) => typeof v === 'function')) await new Migration().up(runner);
    const found = sql.flatMap((s) => [...s.matchAll(/audit_changes\('([a-z0-9_]+)'/g)].map((m) => m[1]));
    expect(found.length, `${file} installs audit triggers, but no record type was read from its SQL`).toBeGreaterThan(0);
    for (const type of found) types.set(type, file);
  }
  return types;
}

/** The record types the API writes itself (`audit.record({ ..., recordType: '...' })`: exports, e-invoices, sessions). */
function recordedTypes(): Map<string, string> {
  const types = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/recordType: '([a-z0-9_]+)'/g)) types.set(m[1], path.slice(root.length + 1));
      }
    }
  };
  walk(join(root, 'apps/api/src'));
  return types;
}

describe('Activity record type labels', () => {
  it('every table an audit trigger watches has a plain-word label', async () => {
    const types = await triggerRecordTypes();
    expect(types.size).toBeGreaterThan(40);
    const missing = [...types].filter(([type]) => !RECORD_TYPE_LABELS[type]).map(([type, file]) => `${type} (${file})`);
    expect(missing, 'add these to RECORD_TYPE_LABELS').toEqual([]);
  });

  it('every record type the API writes itself has one too', () => {
    const types = recordedTypes();
    expect(types.has('attendance_summary')).toBe(true);
    const missing = [...types].filter(([type]) => !RECORD_TYPE_LABELS[type]).map(([type, file]) => `${type} (${file})`);
    expect(missing, 'add these to RECORD_TYPE_LABELS').toEqual([]);
  });

  it('labels are words, not table names', () => {
    for (const label of Object.values(RECORD_TYPE_LABELS)) expect(label).not.toMatch(/_/);
  });
});
