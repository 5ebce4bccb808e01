import { DEFAULT_SORT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, encodeListQuery, pageWindow, toPaged } from './paging.js';

// Parsing and validating q is the API's job (apps/api/src/core/http/list-query.ts), with per-endpoint sort whitelists.
describe('list query', () => {
  it('has the spec constants', () => {
    expect([PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, DEFAULT_SORT]).toEqual([20, 100, 'id,desc']);
  });

  it('encodes q as URL-encoded JSON of the fields set', () => {
    const q = encodeListQuery({ search: 'tea & co', page: 0, size: 20, sort: 'id,desc' });
    expect(q).toBe(encodeURIComponent('{"search":"tea & co","page":0,"size":20,"sort":"id,desc"}'));
    expect(q).not.toMatch(/[{}"& ,]/);
    expect(decodeURIComponent(encodeListQuery({ page: 2 }))).toBe('{"page":2}');
    expect(encodeListQuery({})).toBe('%7B%7D');
  });

  it('builds pages', () => {
    expect(toPaged([1, 2], 41, 20)).toEqual({ list: [1, 2], totalPages: 3, totalRecords: 41 });
    expect(toPaged([], 0, 20)).toEqual({ list: [], totalPages: 0, totalRecords: 0 });
    expect(pageWindow(2, 20, 41)).toEqual({ from: 41, to: 41, total: 41 });
    expect(pageWindow(0, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
