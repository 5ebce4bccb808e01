import { Grid, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { SideMenu, SideMenuItems } from './side-menu';

// The phone's menu drawer: loaded when it first opens (issue 32 item 4).
const Drawer = lazy(() => import('antd/es/drawer'));

/** Wide screens show the menu at once: its chunk loads beside the page's. A phone loads it when the drawer opens. */
const WIDE_SCREEN = '(min-width: 768px)';
import { useRecordInteraction } from './use-record-interaction';

/**
 * The logged-in shell (platform-core 2.3): side menu, header, page, footer. Below 768 px (issue 31 item 3) the menu
 * is an overlay drawer opened from the header, so opening it never squeezes the page; it closes on navigation.
 */
export function AppLayout() {
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so closing keeps its animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const screens = Grid.useBreakpoint();
  // Until antd's first measurement `md` is undefined: the media query decides, so a phone never draws (and
  // downloads) the wide layout's menu first.
  const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : true;
  const phone = screens.md === undefined ? !wide : screens.md === false;
  if (!phone) void SideMenuItems.preload().catch(() => undefined);
  const { pathname } = useLocation();
  useRecordInteraction();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Layout className="app-layout" hasSider={!phone}>
      {phone ? (
        drawerUsed ? (
          <Suspense fallback={null}>
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
          </Suspense>
        ) : null
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
