import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { APP_IDS } from '@bizdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { hasApplication, isSuperAdmin } from '../../../core/access';
import { useUserData } from '../../../core/use-user-data';
import { PRODUCT_NAME } from '../../../shared/brand-mark';
import { formatDate } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { dashboardKeys } from '../api/dashboard-keys';
import { usePosDashboardQuery } from '../api/use-pos-dashboard-query';
import { PosDashboard } from '../components/pos-dashboard';
import { BooksAlerts } from '../../accounting';
import { HrmsDashboard } from '../../hrms';
import { useHrmsDashboardQuery } from '../../hrms';
import { ProviderOverview } from '../components/provider-overview';
import { SslDashboard } from '../../ssl';
import { SubscriptionSummary } from '../components/subscription-summary';
import '../dashboard.css';
import { quickLinksFrom } from '../quick-links';

// The range picker (antd's date picker, the page's second largest chunk) arrives after the page is drawn.
const RangePicker = lazy(async () => ({ default: (await import('antd/es/date-picker')).default.RangePicker }));

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/**
 * Welcome page with the user's menu areas and, with permission 3 (a POS menu entry), the POS
 * dashboard for a date range (default: this month). The subscription counts arrive with their API.
 */
export function DashboardPage() {
  const user = useUserData();
  const now = new Date();
  const links = useMemo(() => quickLinksFrom(user?.menu ?? []), [user?.menu]);
  const showPos = hasApplication(user?.menu, APP_IDS.POS);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs().endOf('month')]);
  const query = { fromDate: range[0].format('YYYY-MM-DD'), toDate: range[1].format('YYYY-MM-DD') };
  const pos = usePosDashboardQuery(query, showPos);
  const showHrms = hasApplication(user?.menu, APP_IDS.HRMS);
  const showSsl = hasApplication(user?.menu, APP_IDS.SSL);
  const hrms = useHrmsDashboardQuery(query.fromDate, query.toDate, showHrms);
  // The subscription dashboard: shown when the stored menu has an application entry (the spec).
  const showSubscriptions = (user?.menu ?? []).some((m) => m.applicationId !== 0);
  const showRange = showPos || showHrms || showSubscriptions;
  const queryClient = useQueryClient();

  return (
    <PageFrame
      title="Dashboard"
      loading={(showPos && pos.isFetching) || (showHrms && hrms.isFetching)}
      actions={
        showRange ? (
          <Flex gap="small" wrap className="dashboard-range">
            <Suspense
              fallback={
                <span className="dashboard-range__placeholder">
                  {range[0].format('DD MMM YYYY')} – {range[1].format('DD MMM YYYY')}
                </span>
              }
            >
              <RangePicker
                value={range}
                format="DD MMM YYYY"
                allowClear={false}
                aria-label="Date range"
                onChange={(values) => {
                  if (values?.[0] && values[1]) setRange([values[0], values[1]]);
                }}
              />
            </Suspense>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
                void queryClient.invalidateQueries({ queryKey: ['hrms', 'dashboard'] });
                void queryClient.invalidateQueries({ queryKey: ['ssl', 'dashboard'] });
              }}
            >
              Refresh
            </Button>
          </Flex>
        ) : undefined
      }
    >
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

      {isSuperAdmin(user) ? <ProviderOverview /> : <BooksAlerts />}

      {showSubscriptions ? <SubscriptionSummary fromDate={query.fromDate} toDate={query.toDate} /> : null}

      {showPos ? <PosDashboard data={pos.data} loading={pos.isPending} /> : null}

      {showHrms ? <HrmsDashboard data={hrms.data} loading={hrms.isPending} /> : null}

      {showSsl ? <SslDashboard /> : null}

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
