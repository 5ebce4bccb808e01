import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import type { Session } from '../support/identity.js';

/** Decodes a PNG the way a scanner would (Debian's zbar-tools): "<symbology>:<text>" lines. */
export function zbarDecode(png: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-zbar-'));
  try {
    const file = join(dir, 'code.png');
    writeFileSync(file, png);
    return execFileSync('zbarimg', ['-q', file], { encoding: 'utf8' }).trim().split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function createKey(http: TestAgent, s: Session, name?: string): Promise<{ id: number; key: string }> {
  const res = await http.post('/api/erp/subscription/api-key').set(s.headers).send(name ? { name } : {});
  if (res.status !== 200) throw new Error(`create key failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** supertest buffers image/* answers into body; make sure binary arrives as a Buffer for any type. */
export function binary(res: { body: unknown; text?: string }): Buffer {
  return Buffer.isBuffer(res.body) ? res.body : Buffer.from(res.text ?? '');
}
