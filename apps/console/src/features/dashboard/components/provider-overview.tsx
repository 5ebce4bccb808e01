import { BankOutlined, CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleOutlined, FileTextOutlined, StopOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { formatInvoiceMonth } from '@bizdesk/shared';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format';
import { useProviderOverviewQuery } from '../api/use-provider-overview-query';

/** Cards cycle through 4 colour variants (spec 2). */
const VARIANTS = ['dash-card--blue', 'dash-card--green', 'dash-card--amber', 'dash-card--violet'];

function CountCard({ title, to, icon, value, index, note, span = 6 }: { title: string; to: string; icon: ReactNode; value: ReactNode; index: number; note?: string; span?: number }) {
  return (
    <Col xs={24} sm={12} lg={span}>
      <Link to={to} aria-label={title}>
        <Card hoverable size="small" className={`dash-card ${VARIANTS[index % VARIANTS.length]}`}>
          <Statistic title={title} value={value as string} prefix={icon} />
          {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
        </Card>
      </Link>
    </Col>
  );
}

const invoicesNote = (n: number | undefined) => (n === undefined ? undefined : `${n} invoice${n === 1 ? '' : 's'}`);

/** Companies page filtered to one company, where the provider activates it. */
function activationLink(name: string): string {
  return `/companies?search=${encodeURIComponent(name)}`;
}

/**
 * The provider's overview on the SUPER_ADMIN's dashboard: who waits for activation, how many companies
 * are active, this month's billed and collected amounts, subscriptions per service, and the newest WhatsApp
 * messages, all from the server's counts.
 */
export function ProviderOverview() {
  const overview = useProviderOverviewQuery(true);
  const data = overview.data;

  return (
    <section aria-label="Provider overview" className="provider-overview">
      <Typography.Title level={5} className="section-title">
        Provider overview
      </Typography.Title>
      {overview.isError ? <Alert type="warning" showIcon title={errorMessage(overview.error)} /> : null}
      <Row gutter={[16, 16]}>
        <CountCard index={0} title="Pending activation" to="/companies" icon={<ClockCircleOutlined />} value={data?.companies.pending ?? '-'} />
        <CountCard index={1} title="Active companies" to="/companies" icon={<BankOutlined />} value={data?.companies.active ?? '-'} />
        <CountCard index={2} title="Inactive companies" to="/companies" icon={<StopOutlined />} value={data?.companies.inactive ?? '-'} />
        <CountCard index={3} title="WhatsApp messages" to="/whatsapp" icon={<WhatsAppOutlined />} value={data?.whatsappMessageCount ?? '-'} />
      </Row>
      <Typography.Title level={5} className="section-title">
        Billing{data ? `, ${formatInvoiceMonth(data.billing.month)}` : ''}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <CountCard index={0} span={8} title="Billed this month" to="/billing" icon={<FileTextOutlined />}
          value={data ? formatMoney(data.billing.billedAmount) : '-'} note={invoicesNote(data?.billing.billedCount)} />
        <CountCard index={1} span={8} title="Collected this month" to="/billing" icon={<CheckCircleOutlined />}
          value={data ? formatMoney(data.billing.collectedAmount) : '-'} note={invoicesNote(data?.billing.collectedCount)} />
        <CountCard index={2} span={8} title="Outstanding" to="/billing" icon={<ExclamationCircleOutlined />}
          value={data ? formatMoney(data.billing.outstandingAmount) : '-'} note={invoicesNote(data?.billing.outstandingCount)} />
      </Row>
      <Row gutter={[16, 16]} className="provider-overview__lists">
        <Col xs={24} xl={8}>
          <Card size="small" title="Waiting for activation" extra={<Link to="/companies">All companies</Link>}>
            <List
              loading={overview.isPending}
              dataSource={data?.pendingCompanies ?? []}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No company is waiting." /> }}
              renderItem={(company) => (
                <List.Item actions={[<Link key="activate" to={activationLink(company.name)}>Activate</Link>]}>
                  <List.Item.Meta
                    title={company.name}
                    description={`${company.contactName} · ${company.contactEmail} · signed up ${formatDate(company.createdOn)}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} xl={6}>
          <Card size="small" title="Subscriptions per service" extra={<Link to="/services">Services</Link>}>
            <List
              loading={overview.isPending}
              dataSource={data?.subscriptions ?? []}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No subscriptions yet." /> }}
              renderItem={(row) => (
                <List.Item extra={<Typography.Text strong>{row.companies}</Typography.Text>}>
                  {row.name}
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="Newest WhatsApp messages" extra={<Link to="/whatsapp">Open inbox</Link>}>
            <List
              loading={overview.isPending}
              dataSource={data?.newestWhatsappMessages ?? []}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet." /> }}
              renderItem={(message) => (
                <List.Item>
                  <List.Item.Meta
                    title={`${message.name ?? `+${message.waId}`} · ${formatDateTime(message.timestamp)}`}
                    description={<Typography.Text ellipsis={{ tooltip: message.messageText }}>{message.messageText}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
