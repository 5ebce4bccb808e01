import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { SideMenu } from './side-menu';
import { useRecordInteraction } from './use-record-interaction';

/** The logged-in shell (platform-core 2.3): side menu, header, page, footer. */
export function AppLayout() {
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  useRecordInteraction();

  return (
    <Layout className="app-layout" hasSider>
      <SideMenu collapsed={menuCollapsed} onCollapse={setMenuCollapsed} />
      <Layout>
        <AppHeader menuCollapsed={menuCollapsed} onToggleMenu={() => setMenuCollapsed((value) => !value)} />
        <Layout.Content className="app-content">
          {/* Pages are lazy and bring their own Suspense, so the shell stays put while one loads. */}
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
