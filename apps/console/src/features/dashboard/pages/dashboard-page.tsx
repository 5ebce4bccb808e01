import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useUserData } from '../../../app/use-user-data';
import { PRODUCT_NAME } from '../../../shared/brand-mark';
import { formatDate } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { quickLinksFrom } from '../quick-links';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/**
 * Welcome page. The subscription dashboard (counts, POS/HRMS/SSL sections) arrives with
 * its API; until then this page calls nothing and links to the user's menu areas.
 */
export function DashboardPage() {
  const user = useUserData();
  const now = new Date();
  const links = useMemo(() => quickLinksFrom(user?.menu ?? []), [user?.menu]);

  return (
    <PageFrame title="Dashboard">
      <Card className="welcome-card">
        <Typography.Text type="secondary">{formatDate(now)}</Typography.Text>
        <Typography.Title level={2} className="welcome-card__title">
          {greeting(now.getHours())}
          {user?.name ? `, ${user.name}` : ''}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="welcome-card__text">
          Welcome to {PRODUCT_NAME}. Pick up where you left off below, or use the menu on the left.
        </Typography.Paragraph>
      </Card>

      <Typography.Title level={5} className="section-title">
        Your areas
      </Typography.Title>
      {links.length === 0 ? (
        <Card>
          <Empty description="No areas are enabled for your account yet." />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {links.map((link) => (
            <Col key={link.path} xs={24} sm={12} lg={8} xl={6} className="quick-link-col">
              <Link to={link.path}>
                <Card hoverable size="small" className="quick-link">
                  <span>
                    {link.group ? (
                      <Typography.Text type="secondary" className="quick-link__group">
                        {link.group}
                      </Typography.Text>
                    ) : null}
                    <Typography.Text strong>{link.name}</Typography.Text>
                  </span>
                  <ArrowRightOutlined className="quick-link__arrow" />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </PageFrame>
  );
}
