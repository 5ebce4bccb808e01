import { BellOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty } from 'antd';
import { LightCard } from '../../shared/light-card';

/** Static for now: there is no notifications service yet, so it states that nothing is new. */
export function NotificationsDropdown() {
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <LightCard size="small" title="Notifications" className="notifications-panel">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You're all caught up." />
        </LightCard>
      )}
    >
      <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" title="Notifications" />
    </Dropdown>
  );
}
