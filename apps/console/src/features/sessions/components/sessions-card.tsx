import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Card, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDateTime24 } from '../../../shared/format';
import { useEndSessionMutation, useSessionsQuery, type UserSession } from '../api/use-sessions';

const isPhone = (s: UserSession) => /Android|iOS/.test(s.device);

/**
 * "Sessions": where the signed-in user is signed in (device, address, signed in, last seen), this one marked;
 * any other can be ended, and that device is signed out on its next request.
 */
export function SessionsCard() {
  const sessions = useSessionsQuery();
  const end = useEndSessionMutation();
  const { message } = App.useApp();

  const endOne = async (s: UserSession) => {
    try {
      const result = await end.mutateAsync(s.id);
      void message.success(result.message || 'Session ended successfully');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Card className="narrow-card" title="Sessions" data-testid="sessions-card">
      <Typography.Paragraph type="secondary">
        The devices signed in to your account. End a session you do not recognise; that device is signed out at once.
      </Typography.Paragraph>
      <FeedbackBanner banner={sessions.isError ? { type: 'warning', text: errorMessage(sessions.error) } : null} />
      {sessions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <List<UserSession>
          dataSource={sessions.data ?? []}
          locale={{ emptyText: 'No Record(s) Found.' }}
          renderItem={(s) => (
            <List.Item
              key={s.id}
              data-testid="session-row"
              actions={
                s.current
                  ? [<Tag key="current" color="green">This device</Tag>]
                  : [
                      <Popconfirm
                        key="end"
                        title="End this session?"
                        description={`${s.device} will be signed out.`}
                        okText="End session"
                        onConfirm={() => endOne(s)}
                      >
                        <Button danger size="small" loading={end.isPending && end.variables === s.id}>
                          End session
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={isPhone(s) ? <MobileOutlined /> : <DesktopOutlined />}
                title={s.device}
                description={
                  <Space direction="vertical" size={0}>
                    <Typography.Text type="secondary">
                      Last seen {formatDateTime24(s.lastSeenAt)}
                      {s.lastAddress ? ` from ${s.lastAddress}` : ''}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      Signed in {formatDateTime24(s.createdAt)}
                      {s.address ? ` from ${s.address}` : ''}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
