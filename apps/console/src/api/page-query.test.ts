import { describe, expect, it } from 'vitest';
import { toPageQuery } from './page-query';

describe('toPageQuery', () => {
  it('builds one q parameter with the defaults of size 20 and sort id,desc', () => {
    expect(toPageQuery({ page: 0 })).toEqual({ q: '{"search":"","page":0,"size":20,"sort":"id,desc"}' });
  });

  it('trims the search text and keeps explicit values', () => {
    const { q } = toPageQuery({ search: '  sharma ', page: 3, size: 50, sort: 'name,asc' });
    expect(JSON.parse(q)).toEqual({ search: 'sharma', page: 3, size: 50, sort: 'name,asc' });
  });
});
