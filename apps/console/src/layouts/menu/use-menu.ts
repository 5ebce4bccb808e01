import { useMemo } from 'react';
import { useUserData } from '../../core/use-user-data';
import { buildMenuTree, sidebarEntries, topDropdownEntries, type MenuNode } from './menu-tree';

/** The sidebar and apps-dropdown trees built from the stored menu. */
export function useMenu(): { sidebar: MenuNode[]; topDropdown: MenuNode[] } {
  const menu = useUserData()?.menu;
  return useMemo(() => {
    const entries = menu ?? [];
    return {
      sidebar: buildMenuTree(sidebarEntries(entries)),
      topDropdown: buildMenuTree(topDropdownEntries(entries)),
    };
  }, [menu]);
}
