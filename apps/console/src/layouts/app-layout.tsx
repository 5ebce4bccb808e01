import { Drawer, Grid, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { SideMenu } from './side-menu';
import { useRecordInteraction } from './use-record-interaction';

/**
 * The logged-in shell (platform-core 2.3): side menu, header, page, footer. Below 768 px (issue 31 item 3) the menu
 * is an overlay drawer opened from the header, so opening it never squeezes the page; it closes on navigation.
 */
export function AppLayout() {
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  // Until the first measurement `md` is undefined: a wide layout, as before.
  const phone = screens.md === false;
  const { pathname } = useLocation();
  useRecordInteraction();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Layout className="app-layout" hasSider={!phone}>
      {phone ? (
        <Drawer
          className="side-menu-drawer"
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <SideMenu collapsed={false} onCollapse={() => undefined} />
        </Drawer>
      ) : (
        <SideMenu collapsed={menuCollapsed} onCollapse={setMenuCollapsed} />
      )}
      <Layout className="app-main">
        <AppHeader
          menuCollapsed={phone ? !drawerOpen : menuCollapsed}
          onToggleMenu={() => (phone ? setDrawerOpen((value) => !value) : setMenuCollapsed((value) => !value))}
        />
        <Layout.Content className="app-content">
          {/* Pages are lazy and bring their own Suspense, so the shell stays put while one loads. */}
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
