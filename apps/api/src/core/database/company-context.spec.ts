import { createHash } from 'node:crypto';
import { companyContextKey, companyContextPads, companyContextToken, companyTokensFromAppUrl } from './company-context.js';

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

describe('company context token', () => {
  it('is what the database computes from the pads: sha256(outer || sha256(inner || id)), as app_company_id() does', () => {
    const { inner, outer } = companyContextPads('app role password');
    expect(inner).toHaveLength(64);
    expect(outer).toHaveLength(64);
    const key = companyContextKey('app role password');
    for (const id of [1, 42, 9_007_199_254_740_991]) {
      expect(sha256(outer, sha256(inner, Buffer.from(String(id)))).toString('hex')).toBe(companyContextToken(key, id));
    }
  });

  it('differs per company and per password', () => {
    const key = companyContextKey('a');
    expect(companyContextToken(key, 1)).not.toBe(companyContextToken(key, 2));
    expect(companyContextToken(companyContextKey('b'), 1)).not.toBe(companyContextToken(key, 1));
  });

  it("comes from the app connection URL's password, decoded", () => {
    const tokens = companyTokensFromAppUrl('postgres://bizdesk_app:p%40ss%2Fword@127.0.0.1:5432/db');
    expect(tokens(7)).toBe(companyContextToken(companyContextKey('p@ss/word'), 7));
    expect(tokens(7)).toBe(tokens(7));
  });
});
