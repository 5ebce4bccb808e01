import { BellOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Tooltip } from 'antd';

/** Static for now: there is no notifications service yet, so it states that nothing is new. */
export function NotificationsDropdown() {
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Card size="small" title="Notifications" className="notifications-panel">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You're all caught up." />
        </Card>
      )}
    >
      <Tooltip title="Notifications">
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" />
      </Tooltip>
    </Dropdown>
  );
}
