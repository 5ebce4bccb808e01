import { describe, expect, it } from 'vitest';
import { withParams } from '../../../shared/url-state';
import { recordFilterChanges, recordFiltersFrom, recordSortFrom } from './record-list-address';

describe('the expense and income list in the address', () => {
  it('reads back the filters it wrote, on the first page, keeping the tab and search', () => {
    const start = new URLSearchParams('expenses&search=rent&page=3');
    const next = withParams(start, recordFilterChanges({ fromDate: '2026-04-01', toDate: '2026-09-30', categoryId: 12, partyId: 4 }));
    expect(next.get('page')).toBeNull();
    expect(next.has('expenses')).toBe(true);
    expect(next.get('search')).toBe('rent');
    expect(recordFiltersFrom(next)).toEqual({ fromDate: '2026-04-01', toDate: '2026-09-30', categoryId: 12, partyId: 4 });
    // Clearing the filters removes their parameters.
    expect([...withParams(next, recordFilterChanges({})).keys()]).toEqual(['expenses', 'search']);
  });

  it('ignores what the API would refuse: a date not yyyy-MM-dd, an id that is not a positive whole number', () => {
    expect(recordFiltersFrom(new URLSearchParams('fromDate=25/12/2026&toDate=2026-12-31&categoryId=abc&accountId=-2&partyId=1.5'))).toEqual({ toDate: '2026-12-31' });
  });

  it('takes a sort on a sortable field only', () => {
    expect(recordSortFrom('amount,asc', ['amount', 'expenseDate'])).toBe('amount,asc');
    expect(recordSortFrom('password,asc', ['amount', 'expenseDate'])).toBe('id,desc');
    expect(recordSortFrom('amount;drop', ['amount'])).toBe('id,desc');
    expect(recordSortFrom(null, ['amount'])).toBe('id,desc');
  });
});
