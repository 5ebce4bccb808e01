import { BadRequestException } from '@nestjs/common';
import { likePattern, paged, parseListQuery } from './list-query.js';

describe('parseListQuery', () => {
  it('defaults to page 0, size 20, id desc', () => {
    expect(parseListQuery({})).toEqual({ search: '', page: 0, size: 20, sortBy: 'id', sortDirection: 'DESC', offset: 0 });
  });

  it('reads the single q parameter of JSON', () => {
    const q = JSON.stringify({ search: ' rent ', page: 2, size: 10, sort: 'name,asc' });
    expect(parseListQuery({ q }, { sortable: ['name'] })).toEqual({
      search: 'rent', page: 2, size: 10, sortBy: 'name', sortDirection: 'ASC', offset: 20,
    });
  });

  it('lets plain parameters override q', () => {
    const q = JSON.stringify({ page: 2, size: 10 });
    expect(parseListQuery({ q, page: '0' }).page).toBe(0);
  });

  it('caps the size', () => {
    expect(parseListQuery({ size: '5000' }).size).toBe(100);
    expect(parseListQuery({ size: '5000' }, { maxSize: 1000 }).size).toBe(1000);
  });

  it.each([
    [{ q: '{bad json' }, /URL-encoded JSON/],
    [{ q: '[1,2]' }, /JSON object/],
    [{ page: '-1' }, /page must be/],
    [{ size: 'ten' }, /size must be/],
    [{ size: '0' }, /at least 1/],
    [{ sort: 'password,asc' }, /Cannot sort by 'password'/],
    [{ sort: 'id;drop table' }, /Cannot sort by/],
    [{ sort: 'id,sideways' }, /asc or desc/],
  ])('refuses %j', (query, message) => {
    let caught: unknown;
    try {
      parseListQuery(query as Record<string, unknown>);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(BadRequestException);
    expect(((caught as BadRequestException).getResponse() as { message: string }).message).toMatch(message);
  });

  it('computes total pages', () => {
    expect(paged([], 41, { size: 20 })).toEqual({ list: [], totalRecords: 41, totalPages: 3 });
    expect(paged([], 0, { size: 20 }).totalPages).toBe(0);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
