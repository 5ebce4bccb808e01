import type { Schemas } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { apiGet } from '../../../api';
import { dashboardKeys } from '../api/dashboard-keys';

type Counts = Schemas['SubscriptionDashboardView'];
type CallsPerDay = Schemas['ApiCallsPerDayView'];

/** Cards cycle through the same 4 colour variants as the Services page. */
const VARIANTS = ['#e6f4ff', '#f6ffed', '#fff7e6', '#f9f0ff'];

/**
 * The subscription dashboard's side panel (Subscriptions, API Keys, Due Invoices from GET /api/auth/dashboard),
 * the payment-due marquee, and API calls per day for the range by app.
 */
export function SubscriptionSummary({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const counts = useQuery({
    queryKey: [...dashboardKeys.all, 'subscriptions'],
    queryFn: () => apiGet<Counts>('/api/auth/dashboard'),
  });
  const calls = useQuery({
    queryKey: [...dashboardKeys.all, 'api-calls', fromDate, toDate],
    queryFn: () => apiGet<CallsPerDay[]>('/api/erp/api-log/per-day', { fromDate, toDate }),
  });
  const c = counts.data;
  const days = [...new Set((calls.data ?? []).map((r) => r.day))];
  const perDay = days.map((day) => ({ day, rows: (calls.data ?? []).filter((r) => r.day === day) }));
  const max = Math.max(1, ...perDay.map((d) => d.rows.reduce((n, r) => n + r.calls, 0)));
  const cards = [
    { title: 'Subscriptions', value: c?.subscriptionCount, to: '/services' },
    { title: 'API Keys', value: c?.apiKeysCount, to: '/services' },
    { title: 'Due Invoices', value: c?.dueInvoicesCount, to: '/billing' },
  ];
  return (
    <section aria-label="Subscriptions" style={{ margin: '16px 0' }}>
      {c && c.dueInvoicesCount > 0 ? (
        <Link to="/billing">
          <Alert type="warning" showIcon style={{ marginBottom: 16 }}
            message={<div className="payment-due-marquee"><span>Payment due: {c.dueInvoicesCount} unpaid invoice{c.dueInvoicesCount === 1 ? '' : 's'}. Pay now to keep your services running.</span></div>} />
        </Link>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="API calls per day" loading={calls.isLoading}>
            {perDay.length === 0 ? <Empty description="No API calls in this period." /> : (
              <Flex vertical gap={6}>
                {perDay.map(({ day, rows }) => {
                  const total = rows.reduce((n, r) => n + r.calls, 0);
                  return (
                    <Flex key={day} gap={8} align="center">
                      <Typography.Text style={{ width: 90 }}>{day}</Typography.Text>
                      <div style={{ flex: 1, display: 'flex', height: 14 }} title={rows.map((r) => `${r.appName}: ${r.calls}`).join(', ')}>
                        {rows.map((r, i) => (
                          <div key={r.appId} style={{ width: `${(r.calls / max) * 100}%`, background: ['#1677ff', '#52c41a', '#fa8c16', '#722ed1'][i % 4] }} />
                        ))}
                      </div>
                      <Typography.Text strong style={{ width: 60, textAlign: 'right' }}>{total}</Typography.Text>
                    </Flex>
                  );
                })}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {cards.map((card, i) => (
              <Link key={card.title} to={card.to}>
                <Card hoverable size="small" style={{ background: VARIANTS[i % VARIANTS.length] }} loading={counts.isLoading}>
                  <Statistic title={card.title} value={card.value ?? 0} />
                </Card>
              </Link>
            ))}
          </Flex>
        </Col>
      </Row>
    </section>
  );
}
