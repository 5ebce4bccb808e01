import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useUserData } from '../../core/use-user-data';
import { AppsDropdown } from './apps-dropdown';
import { DeveloperLink } from './developer-link';
import { HeaderSearch } from './header-search';
import { NewSaleButton } from './new-sale-button';
import './header-tools.css';
import { NotificationsDropdown } from './notifications-dropdown';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';
import { WelcomeMarquee } from './welcome-marquee';

export interface AppHeaderProps {
  menuCollapsed: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ menuCollapsed, onToggleMenu }: AppHeaderProps) {
  const name = useUserData()?.name ?? '';
  return (
    <Layout.Header className="app-header">
      <Flex align="center" gap="middle" className="app-header__row">
        <Button
          type="text"
          icon={menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleMenu}
          aria-label={menuCollapsed ? 'Expand menu' : 'Collapse menu'}
        />
        <HeaderSearch />
        <WelcomeMarquee name={name} />
        <Flex align="center" gap={4} className="app-header__actions">
          <NewSaleButton />
          <AppsDropdown />
          <ThemeToggle />
          <DeveloperLink />
          <NotificationsDropdown />
          <ProfileMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
