import { describe, expect, it } from 'vitest';
import { resolvePath } from '@bizdesk/api-client';
import { apiDelete, apiGet, apiPost } from './request';

describe('typed API paths', () => {
  it('fills path templates, encoding the values', () => {
    expect(resolvePath('/api/erp/sale-invoice/{id}', { id: 42 })).toBe('/api/erp/sale-invoice/42');
    expect(resolvePath('/api/erp/company/{id}', { id: 'a/b' })).toBe('/api/erp/company/a%2Fb');
  });

  it('refuses undocumented paths and wrong methods at compile time', () => {
    // These never run; `pnpm typecheck` fails if the generated schema stops catching them.
    const neverCalled = () => {
      // @ts-expect-error not an endpoint of the API
      void apiGet('/api/erp/no-such-endpoint');
      // @ts-expect-error login is POST only
      void apiGet('/api/auth/authentication');
      // @ts-expect-error the company list has no DELETE
      void apiDelete('/api/erp/company', { id: 1 });
      // @ts-expect-error a template needs resolvePath
      void apiGet('/api/erp/sale-invoice/{id}');
      void apiPost('/api/auth/authentication', { userName: 'a@b.in', password: 'secret' });
    };
    expect(typeof neverCalled).toBe('function');
  });
});
