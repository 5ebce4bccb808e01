import {
  DEFAULT_SORT,
  ListQueryError,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  encodeListQuery,
  normalizeListQuery,
  offsetOf,
  pageWindow,
  parseListQuery,
  parseSort,
  toPaged,
} from './paging.js';

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

  it('round-trips through a URL', () => {
    const url = new URL(`http://x/api/erp/expense?q=${encodeListQuery({ search: 'a+b=%', page: 3, size: 50, sort: 'name,asc' })}`);
    expect(parseListQuery(url.searchParams.get('q'))).toEqual({ search: 'a+b=%', page: 3, size: 50, sort: 'name,asc' });
  });

  it('applies defaults', () => {
    expect(parseListQuery(undefined)).toEqual({ search: '', page: 0, size: 20, sort: 'id,desc' });
    expect(parseListQuery('')).toEqual({ search: '', page: 0, size: 20, sort: 'id,desc' });
    expect(parseListQuery('{"search":"  x "}')).toEqual({ search: 'x', page: 0, size: 20, sort: 'id,desc' });
    expect(normalizeListQuery({ page: '2', size: '10', sort: 'createdOn,DESC' })).toEqual({ search: '', page: 2, size: 10, sort: 'createdOn,desc' });
  });

  it('accepts a value that is still URL-encoded', () => {
    expect(parseListQuery(encodeListQuery({ page: 1 })).page).toBe(1);
  });

  it('caps the size and refuses malformed values', () => {
    expect(normalizeListQuery({ size: 999999999 }).size).toBe(PAGE_SIZE_MAX);
    expect(() => parseListQuery('not json')).toThrow(ListQueryError);
    expect(() => parseListQuery('[1]')).toThrow(ListQueryError);
    expect(() => normalizeListQuery({ page: -1 })).toThrow(ListQueryError);
    expect(() => normalizeListQuery({ page: 1.5 })).toThrow(ListQueryError);
    expect(() => normalizeListQuery({ size: 0 })).toThrow(ListQueryError);
    expect(() => normalizeListQuery({ search: 5 })).toThrow(ListQueryError);
    expect(() => normalizeListQuery({ sort: 'id; drop table x,desc' })).toThrow(ListQueryError);
    expect(() => normalizeListQuery({ sort: 'id' })).toThrow(ListQueryError);
  });

  it('parses sort', () => {
    expect(parseSort('id,desc')).toEqual({ field: 'id', direction: 'desc' });
    expect(parseSort('supplier.name,asc')).toEqual({ field: 'supplier.name', direction: 'asc' });
  });

  it('builds pages', () => {
    expect(toPaged([1, 2], 41, 20)).toEqual({ list: [1, 2], totalPages: 3, totalRecords: 41 });
    expect(toPaged([], 0, 20)).toEqual({ list: [], totalPages: 0, totalRecords: 0 });
    expect(offsetOf({ page: 2, size: 20 })).toBe(40);
    expect(pageWindow(2, 20, 41)).toEqual({ from: 41, to: 41, total: 41 });
    expect(pageWindow(0, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
