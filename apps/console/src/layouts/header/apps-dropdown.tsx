import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useMenu } from '../menu/use-menu';
import { toRouterPath } from '../menu/menu-tree';
import { findNode, toMenuItems } from '../menu/to-menu-items';

/** The header's apps dropdown: stored menu entries not tied to an application (besides entry 1). */
export function AppsDropdown() {
  const { topDropdown } = useMenu();
  const navigate = useNavigate();
  if (topDropdown.length === 0) return null;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: toMenuItems(topDropdown, true),
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
