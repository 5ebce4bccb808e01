import { describe, expect, it } from 'vitest';
import { writableColumns } from './writable-columns';

const columns = [{ key: 'index', title: '#' }, { key: 'name', title: 'Name' }, { key: 'action', title: 'Action' }, { title: 'Untitled' }];

describe('writableColumns', () => {
  it('keeps every column for a role that may write', () => {
    expect(writableColumns(columns, true)).toEqual(columns);
  });

  it('leaves out the row actions for a read-only role, keeping the order of the rest', () => {
    expect(writableColumns(columns, false).map((c) => c.title)).toEqual(['#', 'Name', 'Untitled']);
  });

  it('leaves out another named column (the unmatched punches\' Assign To)', () => {
    const punches = [{ key: 'time' }, { key: 'assign' }, { key: 'action' }];
    expect(writableColumns(punches, false, 'assign')).toEqual([{ key: 'time' }, { key: 'action' }]);
  });

  it('returns a copy: the caller\'s array is not changed', () => {
    const result = writableColumns(columns, true);
    expect(result).not.toBe(columns);
    expect(columns).toHaveLength(4);
  });
});
