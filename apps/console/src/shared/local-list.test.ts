import { describe, expect, it } from 'vitest';
import { localPage } from './local-list';

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: i % 2 ? `Diwali ${i}` : `Holi ${i}`, note: i === 4 ? 'Regional' : null }));
const fields = (r: (typeof rows)[number]) => [r.name, r.note];

describe('localPage', () => {
  it('pages a whole list by 20 with its totals', () => {
    const second = localPage(rows, '', 1, fields);
    expect(second.list.map((r) => r.id)).toEqual(rows.slice(20, 40).map((r) => r.id));
    expect(second).toMatchObject({ totalPages: 3, totalRecords: 45, page: 1 });
    expect(localPage(rows, '', 2, fields).list).toHaveLength(5);
  });

  it('searches every field given, ignoring case and surrounding spaces, null fields included', () => {
    expect(localPage(rows, '  DIWALI ', 0, fields).totalRecords).toBe(22);
    expect(localPage(rows, 'regional', 0, fields).list.map((r) => r.id)).toEqual([5]);
    expect(localPage(rows, 'Navratri', 0, fields)).toMatchObject({ list: [], totalPages: 0, totalRecords: 0, page: 0 });
  });

  it('shows the last page when the asked one no longer exists (a delete emptied it)', () => {
    const page = localPage(rows.slice(0, 21), '', 5, fields);
    expect(page.page).toBe(1);
    expect(page.list.map((r) => r.id)).toEqual([21]);
  });
});
