import { describe, expect, it } from 'vitest';
import { labelCells } from './data-list';

describe('DataList cells carry their column title for the phone cards', () => {
  it('labels each cell with its text title, keeps a column\'s own cell attributes, and leaves grouped columns alone', () => {
    const columns = labelCells<{ id: number }>([
      { title: 'Amount', dataIndex: 'amount', onCell: () => ({ className: 'money' }) },
      { title: 'Action', key: 'action' },
      { key: 'icon' },
      { title: 'Group', children: [{ title: 'Inner', dataIndex: 'x' }] },
    ])!;
    const cell = (i: number) => (columns[i] as { onCell?: (r: { id: number }, n?: number) => Record<string, unknown> }).onCell?.({ id: 1 }, 0);
    expect(cell(0)).toEqual({ className: 'money', 'data-label': 'Amount' });
    expect(cell(1)).toEqual({ 'data-label': 'Action' });
    expect(cell(2)).toEqual({ 'data-label': '' });
    expect(cell(3)).toBeUndefined();
  });
});
