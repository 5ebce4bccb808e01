import { findInputProblem, INPUT_LIMITS } from './hostile-input.js';

describe('findInputProblem', () => {
  it('accepts ordinary bodies, newlines and tabs in text, and non-Latin scripts', () => {
    expect(findInputProblem({ name: 'शर्मा ट्रेडर्स', address: 'Line 1\nLine 2\tPune', items: [{ qty: 1 }], emoji: '😀' })).toBeNull();
  });

  it('names the field holding NUL, other control characters or half a surrogate pair', () => {
    expect(findInputProblem({ name: 'a\u0000b' })).toEqual({ field: 'name', message: 'name contains characters that are not allowed' });
    expect(findInputProblem({ items: [{ note: 'ok' }, { note: 'x\u001bq' }] })?.field).toBe('items[1].note');
    expect(findInputProblem({ title: 'x\ud800' })?.field).toBe('title');
    expect(findInputProblem({ title: '\udc00x' })?.field).toBe('title');
  });

  it('refuses prototype keys', () => {
    expect(findInputProblem(JSON.parse('{"__proto__": {"admin": true}}'))).toEqual({ field: '__proto__', message: '__proto__ is not an allowed field name' });
    expect(findInputProblem({ a: { constructor: { prototype: {} } } })?.field).toBe('a.constructor');
  });

  it(`refuses nesting deeper than ${INPUT_LIMITS.maxDepth} levels without recursing`, () => {
    const deep = JSON.parse('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000));
    expect(findInputProblem(deep)?.message).toMatch(/nested too deeply/);
    let ok: unknown = 1;
    for (let i = 0; i < INPUT_LIMITS.maxDepth - 1; i++) ok = [ok];
    expect(findInputProblem(ok)).toBeNull();
  });
});
