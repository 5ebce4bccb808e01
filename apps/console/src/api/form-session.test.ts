import { afterEach, describe, expect, it } from 'vitest';
import { currentFormKey, openFormSession } from './form-session';

describe('form sessions (one idempotency key per opened form)', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('gives no key outside a form, and one stable key inside it until a write succeeds', () => {
    expect(currentFormKey()).toBeNull();
    closers.push(openFormSession());
    const first = currentFormKey()!;
    const second = currentFormKey()!; // a double click: sent before the first answer came back
    expect(second.key).toBe(first.key);
    first.succeeded();
    second.succeeded(); // the replayed answer of the double click rotates nothing more
    const next = currentFormKey()!;
    expect(next.key).not.toBe(first.key);
    expect(currentFormKey()!.key).toBe(next.key);
  });

  it('keeps the key after a failure and uses the innermost open form', () => {
    const closeOuter = openFormSession();
    closers.push(closeOuter);
    const outer = currentFormKey()!.key;
    const closeInner = openFormSession();
    const inner = currentFormKey()!.key;
    expect(inner).not.toBe(outer);
    closeInner();
    expect(currentFormKey()!.key).toBe(outer);
    closeOuter();
    expect(currentFormKey()).toBeNull();
  });

  it('gives every opened form its own key', () => {
    const close = openFormSession();
    const a = currentFormKey()!.key;
    close();
    closers.push(openFormSession());
    expect(currentFormKey()!.key).not.toBe(a);
  });
});
