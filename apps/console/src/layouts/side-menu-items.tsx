import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeTrail, findNode, toRouterPath } from './menu/menu-tree';
import { toMenuItems } from './menu/to-menu-items';
import { useMenu } from './menu/use-menu';

/**
 * The sidebar's entries (antd's Menu and the menu icons): a chunk of its own, loaded with the shell on a wide
 * screen and when the drawer first opens on a phone, where the counter's first load does without it (issue 32 item 4).
 */
export function SideMenuItems({ collapsed }: { collapsed: boolean }) {
  const { sidebar } = useMenu();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const items = useMemo(() => toMenuItems(sidebar, true), [sidebar]);
  const trail = useMemo(() => activeTrail(sidebar, pathname), [sidebar, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(trail.slice(0, -1));

  // Navigating elsewhere (e.g. from the apps dropdown) opens the matching group.
  useEffect(() => {
    if (trail.length > 1) setOpenKeys((keys) => Array.from(new Set([...keys, ...trail.slice(0, -1)])));
  }, [trail]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={trail.slice(-1)}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        const path = toRouterPath(findNode(sidebar, key)?.url);
        if (path) void navigate(path);
      }}
    />
  );
}
