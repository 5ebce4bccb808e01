import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Asha Rao Kulkarni')).toBe('AK');
    expect(initialsOf('  vikram ')).toBe('V');
  });

  it('shows ? for a missing name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});
