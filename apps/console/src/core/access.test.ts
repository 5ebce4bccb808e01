import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@bizdesk/shared';
import { can } from './access';

describe('can: what the console shows a role', () => {
  it('follows the permissions the login answered', () => {
    const cashier = { permissions: [...ROLE_PERMISSIONS.CASHIER] };
    expect(can(cashier, 'sales.write')).toBe(true);
    expect(can(cashier, 'catalogue.read')).toBe(true);
    expect(can(cashier, 'catalogue.write')).toBe(false);
    expect(can(cashier, 'users.read')).toBe(false);
    expect(can({ permissions: [...ROLE_PERMISSIONS.VIEWER] }, 'customers.write')).toBe(false);
    expect(can({ permissions: [...ROLE_PERMISSIONS.OWNER] }, 'users.write')).toBe(true);
  });

  it('hides nothing for a copy stored before roles (the server still refuses)', () => {
    expect(can({}, 'users.write')).toBe(true);
    expect(can(null, 'users.write')).toBe(true);
  });
});
