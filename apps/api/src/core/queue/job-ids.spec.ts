import { deriveJobId, scheduledIdempotencyKey } from './job-ids.js';

describe('deriveJobId', () => {
  it('is stable for the same name and key and differs otherwise', () => {
    expect(deriveJobId('billing.invoice', 'company-7:2026-11')).toBe(deriveJobId('billing.invoice', 'company-7:2026-11'));
    expect(deriveJobId('billing.invoice', 'company-7:2026-11')).not.toBe(deriveJobId('billing.invoice', 'company-7:2026-12'));
    expect(deriveJobId('billing.invoice', 'k')).not.toBe(deriveJobId('billing.reminder', 'k'));
  });

  it('is a valid custom BullMQ id: no colon, never an integer, readable prefix', () => {
    const id = deriveJobId('ssl.renew', 'a:b:c');
    expect(id).not.toContain(':');
    expect(`${parseInt(id, 10)}`).not.toBe(id);
    expect(id.startsWith('ssl.renew.')).toBe(true);
  });

  it('gives a job queued after a commit its own id per queuing transaction', () => {
    expect(deriveJobId('mail.deliver', 'outbox-1', '812')).toBe(deriveJobId('mail.deliver', 'outbox-1', '812'));
    expect(deriveJobId('mail.deliver', 'outbox-1', '812')).not.toBe(deriveJobId('mail.deliver', 'outbox-1', '813'));
    expect(deriveJobId('mail.deliver', 'outbox-1', '812')).not.toBe(deriveJobId('mail.deliver', 'outbox-1'));
  });

  it('does not confuse name/key boundaries', () => {
    expect(deriveJobId('a.b', 'c')).not.toBe(deriveJobId('a', 'b.c'));
  });

  it('rejects empty or oversized keys and bad names', () => {
    expect(() => deriveJobId('x', '')).toThrow(/idempotencyKey/);
    expect(() => deriveJobId('x', 'k'.repeat(301))).toThrow(/idempotencyKey/);
    expect(() => deriveJobId('bad:name', 'k')).toThrow(/invalid job name/);
  });

  it('keys scheduler iterations by their job id', () => {
    expect(scheduledIdempotencyKey('repeat:nightly:1764000000000')).toBe('scheduled:repeat:nightly:1764000000000');
  });
});
