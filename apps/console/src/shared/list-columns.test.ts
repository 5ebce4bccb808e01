import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../api';
import { dateColumn, moneyColumn, rowNumberColumn } from './list-columns';
import { closeAndShow } from './panel-saved';

interface Row {
  id: number;
  amount: string;
  due: string | null;
}
const row: Row = { id: 1, amount: '1234567.8', due: '2026-11-05' };
type Render = (value: unknown, record: Row, index: number) => unknown;
const render = (column: { render?: unknown }) => column.render as Render;

describe('list columns', () => {
  it('numbers rows on from the page they are on', () => {
    const column = rowNumberColumn<Row>(2);
    expect(column.title).toBe('#');
    expect(render(column)(undefined, row, 0)).toBe(2 * PAGE_SIZE + 1);
    expect(render(rowNumberColumn<Row>(0))(undefined, row, 4)).toBe(5);
  });

  it('shows money right-aligned as rupees with Indian grouping and two decimals', () => {
    const column = moneyColumn<Row>('Amount', 'amount');
    expect(column).toMatchObject({ title: 'Amount', dataIndex: 'amount', align: 'right' });
    expect(render(column)('1234567.8', row, 0)).toBe('₹12,34,567.80');
  });

  it('shows dates as dd MMM yyyy and a missing one as a dash', () => {
    const column = dateColumn<Row>('Due Date', 'due', { width: 120 });
    expect(column).toMatchObject({ title: 'Due Date', dataIndex: 'due', width: 120 });
    expect(render(column)('2026-11-05', row, 0)).toBe('05 Nov 2026');
    expect(render(column)(null, row, 0)).toBe('-');
  });
});

describe('closeAndShow', () => {
  it('closes the panel, then shows the server\'s message as a success banner', () => {
    const calls: string[] = [];
    const close = vi.fn(() => calls.push('close'));
    const setBanner = vi.fn(() => calls.push('banner'));
    closeAndShow(close, setBanner)('Saved successfully');
    expect(calls).toEqual(['close', 'banner']);
    expect(setBanner).toHaveBeenCalledWith({ type: 'success', text: 'Saved successfully' });
  });
});
