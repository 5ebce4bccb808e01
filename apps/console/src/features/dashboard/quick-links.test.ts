import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../core/session';
import { quickLinksFrom } from './quick-links';

const entry = (id: number, sortOrder: number, url: string | null, name = `Entry ${id}`, parentId: number | null = null): MenuEntry => ({
  id,
  parentId,
  sortOrder,
  name,
  url,
  icon: null,
  applicationId: 0,
});

describe('quickLinksFrom', () => {
  it('lists entries with a url in menu order, once per path, without the dashboard', () => {
    const links = quickLinksFrom([
      entry(3, 3, '/billing', 'Billing'),
      entry(1, 1, '/dashboard', 'Dashboard'),
      entry(2, 2, 'services', 'Services'),
      entry(4, 4, null, 'Account'),
      entry(5, 5, '/Billing', 'Billing again'),
      entry(6, 6, '/account/dashboard', 'Dashboard', 4),
    ]);
    expect(links).toEqual([
      { name: 'Services', path: '/services' },
      { name: 'Billing', path: '/billing' },
      { name: 'Dashboard', path: '/account/dashboard', group: 'Account' },
    ]);
  });
});
