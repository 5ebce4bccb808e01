import { describe, expect, expectTypeOf, it } from 'vitest';
import { resolvePath, type DataOf, type Schemas } from '@bizdesk/api-client';
import { apiDelete, apiGet, apiPost } from './request';
import type { ApiResult } from './envelope';

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
      // @ts-expect-error the sale invoice template answers GET only
      void apiDelete(resolvePath('/api/erp/sale-invoice/{id}', { id: 1 }), { id: 1 });
      void apiPost('/api/auth/authentication', { userName: 'a@b.in', password: 'secret' });
    };
    expect(typeof neverCalled).toBe('function');
  });

  it('types each answer by its path and method, with no type argument', () => {
    const neverCalled = () => {
      expectTypeOf(apiGet('/api/erp/warehouse')).resolves.toEqualTypeOf<DataOf<'/api/erp/warehouse'>>();
      // What the server answers a category save (SavedCategoryView), not what the console once named by hand.
      expectTypeOf(apiPost('/api/erp/category', {})).resolves.toEqualTypeOf<ApiResult<Schemas['SavedCategoryView']>>();
      // A filled template is typed like its template.
      expectTypeOf(apiGet(resolvePath('/api/erp/sale-invoice/{id}', { id: 1 }))).resolves.toEqualTypeOf<DataOf<'/api/erp/sale-invoice/{id}'>>();
      // A path chosen at run time among documented ones answers either shape.
      const kind = Math.random() > 0.5 ? ('customer' as const) : ('supplier' as const);
      expectTypeOf(apiGet(`/api/erp/${kind}`)).resolves.toEqualTypeOf<DataOf<'/api/erp/customer'> | DataOf<'/api/erp/supplier'>>();
      // An answer with no data is null, not any.
      expectTypeOf(apiDelete('/api/erp/holiday', { id: 1 })).resolves.toEqualTypeOf<ApiResult<null>>();
    };
    expect(typeof neverCalled).toBe('function');
  });
});
