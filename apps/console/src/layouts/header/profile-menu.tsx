import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { isSuperAdmin } from '../../core/access';
import { useUserData } from '../../core/use-user-data';
import { useLogout } from '../../features/auth/api/use-logout';
import { PRODUCT_NAME } from '../../shared/brand-mark';
import { initialsOf } from '../../shared/initials';

export const LOGOUT_QUESTION = 'Are you sure, you want to logout?';

/** Name and avatar opening Profile, Change Password, WhatsApp (SUPER_ADMIN only) and Log Out. */
export function ProfileMenu() {
  const user = useUserData();
  const navigate = useNavigate();
  const logout = useLogout();
  const { modal } = App.useApp();
  const displayName = user?.name || PRODUCT_NAME;

  const items: MenuProps['items'] = [
    { key: '/profile', icon: <UserOutlined />, label: 'Profile' },
    { key: '/change-password', icon: <KeyOutlined />, label: 'Change Password' },
    ...(isSuperAdmin(user) ? [{ key: '/whatsapp', icon: <WhatsAppOutlined />, label: 'WhatsApp' }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') {
      void navigate(key);
      return;
    }
    modal.confirm({
      title: LOGOUT_QUESTION,
      okText: 'Yes',
      cancelText: 'No',
      onOk: logout,
    });
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button type="text" className="profile-menu__trigger" aria-label={`Account menu for ${displayName}`}>
        <Flex align="center" gap="small">
          <Avatar size="small" className="profile-menu__avatar">
            {initialsOf(displayName)}
          </Avatar>
          <Typography.Text className="profile-menu__name" ellipsis>
            {displayName}
          </Typography.Text>
          <DownOutlined className="profile-menu__caret" />
        </Flex>
      </Button>
    </Dropdown>
  );
}
