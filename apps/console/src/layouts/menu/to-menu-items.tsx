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

/** Finds the node behind a clicked menu key. */
export function findNode(nodes: readonly MenuNode[], key: string): MenuNode | null {
  for (const node of nodes) {
    if (String(node.id) === key) return node;
    const below = findNode(node.children, key);
    if (below) return below;
  }
  return null;
}
