import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../core/session';
import { activeTrail, buildMenuTree, sidebarEntries, toRouterPath, topDropdownEntries } from './menu-tree';

const entry = (id: number, parentId: number | null, sortOrder: number, applicationId = 0, url: string | null = null): MenuEntry => ({
  id,
  parentId,
  sortOrder,
  name: `Entry ${id}`,
  url,
  icon: null,
  applicationId,
});

const menu: MenuEntry[] = [
  entry(1, null, 1, 0, '/dashboard'),
  entry(20, null, 3, 5),
  entry(22, 20, 2, 5, 'account/income?income'),
  entry(21, 20, 1, 5, '/account/accounts'),
  entry(30, 0, 2, 0, '/billing'),
  entry(31, null, 4, 0, '/companies'),
];

describe('buildMenuTree', () => {
  it('sorts by sortOrder, nests children by parentId and treats parent 0 as top level', () => {
    const tree = buildMenuTree(menu);
    expect(tree.map((node) => node.id)).toEqual([1, 30, 20, 31]);
    expect(tree[2]!.children.map((node) => node.id)).toEqual([21, 22]);
  });

  it('survives a menu whose parent links loop', () => {
    const looped = [entry(1, null, 1), entry(2, 3, 1), entry(3, 2, 1)];
    expect(buildMenuTree(looped).map((node) => node.id)).toEqual([1]);
  });
});

describe('menu placement', () => {
  it('puts entry 1 and application entries in the sidebar', () => {
    expect(sidebarEntries(menu).map((e) => e.id)).toEqual([1, 20, 22, 21]);
  });

  it('puts the other entries without an application in the top dropdown', () => {
    expect(topDropdownEntries(menu).map((e) => e.id)).toEqual([30, 31]);
  });
});

describe('toRouterPath and activeTrail', () => {
  it('normalises menu urls to router paths', () => {
    expect(toRouterPath('account/income')).toBe('/account/income');
    expect(toRouterPath('/billing')).toBe('/billing');
    expect(toRouterPath('')).toBeNull();
    expect(toRouterPath('#')).toBeNull();
  });

  it('finds the keys leading to the current page, ignoring case', () => {
    const tree = buildMenuTree(sidebarEntries(menu));
    expect(activeTrail(tree, '/account/INCOME')).toEqual(['20', '22']); // menu url carries ?income
    expect(activeTrail(tree, '/dashboard')).toEqual(['1']);
    expect(activeTrail(tree, '/nowhere')).toEqual([]);
  });
});

describe('daily work in the sidebar (issue 31 item 4)', () => {
  it('shows Expenses and Reports in the sidebar, not again in the apps dropdown', () => {
    const menu = [entry(1, null, 1), entry(2, null, 2), entry(5, 2, 3, 0, '/account/EXPENSE?expenses'), entry(176881, null, 2, 0, '/account/EXPENSE?expenses'),
      entry(176884, null, 3, 0, '/account/reports'), entry(176882, null, 23, 3, '/sales?panel=invoices')];
    expect(sidebarEntries(menu).map((e) => e.id)).toEqual([1, 176881, 176884, 176882]);
    expect(topDropdownEntries(menu).map((e) => e.id)).toEqual([2, 5]);
  });
});
