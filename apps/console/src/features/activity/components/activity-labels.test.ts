import { describe, expect, it } from 'vitest';
import { RECORD_TYPE_LABELS } from './activity-labels';

// The repository's migrations and the API's sources, read by Vite (paths from this file up to the repository root).
const migrationSources = import.meta.glob<string>('../../../../../../migrations/*.ts', { query: '?raw', import: 'default', eager: true });
const migrationModules = import.meta.glob<Record<string, unknown>>('../../../../../../migrations/*.ts');
const apiSources = import.meta.glob<string>(['../../../../../api/src/**/*.ts', '!../../../../../api/src/**/*.spec.ts'], { query: '?raw', import: 'default', eager: true });

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The record types the audit triggers write: every migration that installs `audit_changes(...)` (or
 * `audit_platform_changes(...)`) triggers is run
 * against a runner that only collects its SQL, so a table joins the list however its migration spells the install.
 */
async function triggerRecordTypes(): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (const [path, source] of Object.entries(migrationSources).sort(([a], [b]) => a.localeCompare(b))) {
    if (!/\/\d+-[^/]*\.ts$/.test(path) || !/audit_\w*changes\(/.test(source)) continue;
    const sql: string[] = [];
    const runner = { query: async (text: string) => { sql.push(text); return []; } };
    const mod = await migrationModules[path]!();
    for (const Migration of Object.values(mod)) {
      if (typeof Migration === 'function') await (new (Migration as new () => { up(q: unknown): Promise<void> })()).up(runner);
    }
    const found = sql.flatMap((s) => [...s.matchAll(/EXECUTE FUNCTION audit_\w*changes\('([a-z0-9_]+)'/g)].map((m) => m[1]!));
    expect(found.length, `${fileName(path)} installs audit triggers, but no record type was read from its SQL`).toBeGreaterThan(0);
    for (const type of found) types.set(type, fileName(path));
  }
  return types;
}

/** The record types the API writes itself (`audit.record({ ..., recordType: '...' })`: exports, e-invoices, sessions). */
function recordedTypes(): Map<string, string> {
  const types = new Map<string, string>();
  for (const [path, source] of Object.entries(apiSources)) {
    for (const m of source.matchAll(/recordType: '([a-z0-9_]+)'/g)) types.set(m[1]!, fileName(path));
  }
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
