import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMenu } from '../menu/use-menu';
import { findNode, toRouterPath, type MenuNode } from '../menu/menu-tree';
import type { AntMenuItem } from '../menu/to-menu-items';

/** The entries as text, for the moment before their icons arrive. */
function plainItems(nodes: readonly MenuNode[]): AntMenuItem[] {
  return nodes.map((node) => ({
    key: String(node.id),
    label: node.name,
    children: node.children.length > 0 ? plainItems(node.children) : undefined,
  }));
}

/**
 * The header's apps dropdown: stored menu entries not tied to an application (besides entry 1). The menu's icons
 * (a hundred and more) load when it first opens, not with every page (issue 32 item 4).
 */
export function AppsDropdown() {
  const { topDropdown } = useMenu();
  const navigate = useNavigate();
  const [withIcons, setWithIcons] = useState<((nodes: readonly MenuNode[], icons: boolean) => AntMenuItem[]) | null>(null);
  if (topDropdown.length === 0) return null;

  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => {
        if (open && !withIcons) {
          void import('../menu/to-menu-items').then(({ toMenuItems }) => setWithIcons(() => toMenuItems)).catch(() => undefined);
        }
      }}
      menu={{
        items: withIcons ? withIcons(topDropdown, true) : plainItems(topDropdown),
        onClick: ({ key }) => {
          const path = toRouterPath(findNode(topDropdown, key)?.url);
          if (path) void navigate(path);
        },
      }}
    >
      <Button type="text" shape="circle" icon={<AppstoreOutlined />} aria-label="Apps" title="Apps" />
    </Dropdown>
  );
}
