import { Layout, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../shared/brand-mark';
import { activeTrail, toRouterPath } from './menu/menu-tree';
import { findNode, toMenuItems } from './menu/to-menu-items';
import { useMenu } from './menu/use-menu';

export interface SideMenuProps {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
}

/** Sidebar built from the stored menu (entry 1 plus application entries). Collapses on narrow screens. */
export function SideMenu({ collapsed, onCollapse }: SideMenuProps) {
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
    <Layout.Sider
      className="side-menu"
      width={240}
      collapsible
      collapsed={collapsed}
      onCollapse={onCollapse}
      breakpoint="lg"
      collapsedWidth={64}
      trigger={null}
      theme="light"
    >
      <div className="side-menu__brand">
        <BrandMark showName={!collapsed} />
      </div>
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
    </Layout.Sider>
  );
}
