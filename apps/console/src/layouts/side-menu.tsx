import { Layout } from 'antd';
import { BrandMark } from '../shared/brand-mark';
import { lazyComponent } from '../shared/lazy-component';

export const SideMenuItems = lazyComponent(() => import('./side-menu-items'), 'SideMenuItems', null);

export interface SideMenuProps {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
}

/** Sidebar built from the stored menu (entry 1 plus application entries). Collapses on narrow screens. */
export function SideMenu({ collapsed, onCollapse }: SideMenuProps) {
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
      <SideMenuItems collapsed={collapsed} />
    </Layout.Sider>
  );
}
