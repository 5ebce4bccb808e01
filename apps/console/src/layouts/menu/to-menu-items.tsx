import type { MenuProps } from 'antd';
import { menuIcon } from './menu-icons';
import type { MenuNode } from './menu-tree';

export type AntMenuItem = Required<MenuProps>['items'][number];

/** Converts menu nodes to antd Menu items keyed by entry id; icons only where asked (sidebar, top level). */
export function toMenuItems(nodes: readonly MenuNode[], withIcons: boolean): AntMenuItem[] {
  return nodes.map((node) => ({
    key: String(node.id),
    label: node.name,
    icon: withIcons ? menuIcon(node.icon) : undefined,
    children: node.children.length > 0 ? toMenuItems(node.children, false) : undefined,
  }));
}

export { findNode } from './menu-tree';
