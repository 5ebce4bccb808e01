import { describe, expect, it } from 'vitest';
import { tabKeyOf } from './tab-key';

describe('tabKeyOf (the Expense and Income tabs follow the query string)', () => {
  it('finds the key whether or not it has a value', () => {
    expect(tabKeyOf('?categories', ['categories'])).toBe('categories');
    expect(tabKeyOf('?categories=', ['categories'])).toBe('categories');
    expect(tabKeyOf('?expenses', ['categories'])).toBeNull();
    expect(tabKeyOf('', ['categories'])).toBeNull();
    expect(tabKeyOf('?income&x=1', ['income', 'expenses'])).toBe('income');
  });
});
