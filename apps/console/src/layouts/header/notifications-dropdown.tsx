import { BellOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty } from 'antd';

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
      <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" title="Notifications" />
    </Dropdown>
  );
}
