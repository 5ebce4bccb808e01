// Outside src/ (the console's tsconfig has no Node types): this test drives the compiler from Node.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const consoleDir = resolve(__dirname, '..');
const clientDir = resolve(consoleDir, '../../packages/api-client');

/**
 * The console's request and answer types come from the generated client (packages/api-client): this
 * renames one field of one server answer in a copy of openapi.json, regenerates the client from it, and
 * type-checks the console against that client. The console must stop compiling where it reads the field.
 */
describe('the console follows the server contract', () => {
  it('fails to type-check when the server renames a field the console uses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bizdesk-contract-'));
    const tsconfig = join(consoleDir, `tsconfig.contract-${process.pid}.json`);
    try {
      const document = JSON.parse(readFileSync(join(clientDir, 'openapi.json'), 'utf8'));
      const party = document.components.schemas.PartyView;
      party.properties.partyName = party.properties.name;
      delete party.properties.name;
      party.required = party.required.map((f: string) => (f === 'name' ? 'partyName' : f));
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
      execFileSync(join(clientDir, 'node_modules/.bin/openapi-typescript'), [join(dir, 'openapi.json'), '-o', join(dir, 'schema.d.ts')], { stdio: 'pipe' });
      copyFileSync(join(clientDir, 'src/index.ts'), join(dir, 'index.ts'));
      // Beside the console's own tsconfig, so 'vite/client' and the packages resolve as they do for it.
      writeFileSync(tsconfig, JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { paths: { '@bizdesk/api-client': [join(dir, 'index.ts')] } },
      }));
      let output = '';
      try {
        execFileSync(join(consoleDir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', tsconfig], { stdio: 'pipe' });
      } catch (error) {
        output = String((error as { stdout?: Buffer }).stdout ?? '');
      }
      expect(output).toMatch(/src\/features\/parties\/.*Property 'name' does not exist/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(tsconfig, { force: true });
    }
  }, 180_000);
});
