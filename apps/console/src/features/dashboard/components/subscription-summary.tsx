import type { Schemas } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { apiGet } from '../../../api';
import { useThemeMode } from '../../../core/theme-mode';
import { cardBackground } from '../../../shared/card-variants';
import { formatDate, formatMoney } from '../../../shared/format';
import { StackedBarChart, type ChartSeries } from '../../../shared/stacked-bar-chart';
import { dashboardKeys } from '../api/dashboard-keys';
import { useCan } from '../../../core/access';

type CallsPerDay = Schemas['ApiCallsPerDayView'];

/** One colour per API, the same on every chart. */
const APP_COLOURS: Record<number, string> = { 1: '#1677ff', 2: '#13c2c2', 6: '#fa8c16', 7: '#722ed1' };

/** Every day of the range on the x axis (days without calls too), one series per app that was called. */
export function callsChart(rows: CallsPerDay[], fromDate: string, toDate: string): { days: string[]; series: ChartSeries[]; total: number } {
  const days: string[] = [];
  for (let d = dayjs(fromDate); !d.isAfter(dayjs(toDate), 'day') && days.length < 366; d = d.add(1, 'day')) days.push(d.format('YYYY-MM-DD'));
  const index = new Map(days.map((d, i) => [d, i]));
  const byApp = new Map<number, ChartSeries>();
  for (const r of rows) {
    let s = byApp.get(r.appId);
    if (!s) byApp.set(r.appId, (s = { name: r.appName, color: APP_COLOURS[r.appId] ?? '#8c8c8c', values: days.map(() => 0) }));
    const i = index.get(r.day);
    if (i !== undefined) s.values[i] = (s.values[i] ?? 0) + r.calls;
  }
  const series = [...byApp.entries()].sort(([a], [b]) => a - b).map(([, s]) => s);
  return { days, series, total: rows.reduce((n, r) => n + r.calls, 0) };
}

/**
 * The subscription dashboard's side panel (Subscriptions, API Keys, Due Invoices from GET /api/auth/dashboard),
 * the payment-due marquee, and API calls per day for the range by app.
 */
export function SubscriptionSummary({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const { mode } = useThemeMode();
  // 'Pay now' is said to a role that may pay (billing.write); the others are told what is due.
  const mayPay = useCan('billing.write');
  const counts = useQuery({
    queryKey: [...dashboardKeys.all, 'subscriptions'],
    queryFn: () => apiGet('/api/auth/dashboard'),
  });
  const calls = useQuery({
    queryKey: [...dashboardKeys.all, 'api-calls', fromDate, toDate],
    queryFn: () => apiGet('/api/erp/api-log/per-day', { fromDate, toDate }),
  });
  const usage = useQuery({
    queryKey: [...dashboardKeys.all, 'usage'],
    queryFn: () => apiGet('/api/erp/subscription/usage'),
  });
  const c = counts.data;
  const chart = callsChart(calls.data ?? [], fromDate, toDate);
  const cards = [
    { title: 'Subscriptions', value: c?.subscriptionCount, to: '/services' },
    { title: 'API Keys', value: c?.apiKeysCount, to: '/services' },
    { title: 'Due Invoices', value: c?.dueInvoicesCount, to: '/billing' },
  ];
  const estimate = usage.data;
  return (
    <section aria-label="Subscriptions" style={{ margin: '16px 0' }}>
      {c && c.dueInvoicesCount > 0 ? (
        <Link to="/billing">
          <Alert type="warning" showIcon style={{ marginBottom: 16 }}
            message={<div className="payment-due-marquee"><span>Payment due: {c.dueInvoicesCount} unpaid invoice{c.dueInvoicesCount === 1 ? '' : 's'}.{mayPay ? ' Pay now to keep your services running.' : ''}</span></div>} />
        </Link>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="API calls per day" extra={<Typography.Text type="secondary">{chart.total} in the range</Typography.Text>} loading={calls.isLoading}>
            {chart.total === 0 ? <Empty description="No API calls in this period." /> : (
              <StackedBarChart
                ariaLabel="API calls per day by app"
                categories={chart.days}
                label={(d) => d.slice(8)}
                title={(d) => formatDate(d)}
                series={chart.series}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {cards.map((card, i) => (
              <Link key={card.title} to={card.to}>
                <Card hoverable size="small" style={{ background: cardBackground(i, mode) }} loading={counts.isLoading}>
                  <Statistic title={card.title} value={card.value ?? 0} />
                </Card>
              </Link>
            ))}
            <Link to="/services">
              <Card hoverable size="small" style={{ background: cardBackground(cards.length, mode) }} loading={usage.isLoading}>
                <Statistic title="Estimated bill this month (with GST)" value={estimate ? formatMoney(estimate.estimatedTotal) : '-'} />
                {estimate?.spendingAlert.monthlyLimit ? (
                  <Typography.Text type="secondary">{estimate.spendingAlert.percentUsed ?? 0}% of your {formatMoney(estimate.spendingAlert.monthlyLimit)} alert</Typography.Text>
                ) : null}
              </Card>
            </Link>
          </Flex>
        </Col>
      </Row>
    </section>
  );
}
