import { enumLabel } from '@bizdesk/shared';
import { BankOutlined, FallOutlined, RiseOutlined, WalletOutlined } from '@ant-design/icons';
import { Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDate, formatMoney } from '../../../shared/format';
import type { AccountDashboard } from '../api/accounting-types';
import { useAccountDashboardQuery } from '../api/use-reports';
import { Money } from './money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function StatCard({ label, value, icon, tone }: { label: string; value: string; icon: React.ReactNode; tone?: string }) {
  return (
    <Card className="acc-stat-card">
      <Typography.Text type="secondary" className="acc-stat-card__label">{icon} {label}</Typography.Text>
      <div className="acc-stat-card__value" style={tone ? { color: tone } : undefined}>{formatMoney(value)}</div>
    </Card>
  );
}

/** Last six months, income and expense bars scaled to the largest value. */
function Trend({ data }: { data: AccountDashboard['trend'] }) {
  if (data.length === 0) return <Empty description="No income or expense yet." />;
  const max = Math.max(1, ...data.flatMap((m) => [Number(m.income), Number(m.expense)]));
  return (
    <>
      <div>
        <span className="acc-legend"><span className="acc-legend__dot acc-trend__bar--income" />Income</span>
        <span className="acc-legend"><span className="acc-legend__dot acc-trend__bar--expense" />Expense</span>
      </div>
      <div className="acc-trend" role="img" aria-label="Income and expense by month">
        {data.map((m) => {
          const [y, mm] = m.month.split('-');
          return (
            <div className="acc-trend__month" key={m.month}>
              <div className="acc-trend__bars">
                <div className="acc-trend__bar acc-trend__bar--income" style={{ height: `${(Number(m.income) / max) * 100}%` }} title={`Income ${formatMoney(m.income)}`} />
                <div className="acc-trend__bar acc-trend__bar--expense" style={{ height: `${(Number(m.expense) / max) * 100}%` }} title={`Expense ${formatMoney(m.expense)}`} />
              </div>
              <Typography.Text type="secondary" className="acc-sub">{MONTHS[Number(mm) - 1]} {y?.slice(2)}</Typography.Text>
            </div>
          );
        })}
      </div>
    </>
  );
}

/** This month's income, expense and net; cash and bank balances; the trend and the latest entries. */
export function AccountSummary({ compact = false }: { compact?: boolean }) {
  const dashboard = useAccountDashboardQuery();
  const d = dashboard.data;
  if (dashboard.isError) return <FeedbackBanner banner={{ type: 'warning', text: errorMessage(dashboard.error) }} />;
  if (!d) return <Card loading />;
  const month = `${formatDate(d.month.startDate)} to ${formatDate(d.month.endDate)}`;
  return (
    <>
      <Typography.Paragraph type="secondary">
        This month ({month})
        {d.financialYear ? (
          <> · {d.financialYear.name} <Tag color={d.financialYear.isLocked ? 'red' : 'blue'}>{d.financialYear.isLocked ? 'Locked' : 'Open'}</Tag></> 
        ) : null}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}><StatCard label="Income this month" value={d.income} icon={<RiseOutlined />} tone="#389e0d" /></Col>
        <Col xs={24} sm={12} xl={6}><StatCard label="Expense this month" value={d.expense} icon={<FallOutlined />} tone="#d4380d" /></Col>
        <Col xs={24} sm={12} xl={6}><StatCard label="Net this month" value={d.net} icon={<WalletOutlined />} /></Col>
        <Col xs={24} sm={12} xl={6}><StatCard label="Cash and bank" value={d.cashAndBankTotal} icon={<BankOutlined />} /></Col>
      </Row>
      {compact ? null : (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} lg={8}>
            <Card title="Cash and bank balances" size="small">
              <List
                dataSource={d.cashAndBank}
                locale={{ emptyText: 'No Record(s) Found.' }}
                renderItem={(a) => (
                  <List.Item key={a.accountId} extra={<Money value={a.balance} strong />}>
                    <List.Item.Meta
                      title={<>{a.name} {a.balance.startsWith('-') ? <Tag color="red">Below zero</Tag> : null}</>}
                      description={enumLabel(a.accountSubType)}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Last six months" size="small"><Trend data={d.trend} /></Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Recent entries" size="small">
              <List
                dataSource={d.recent}
                locale={{ emptyText: 'No Record(s) Found.' }}
                renderItem={(j) => (
                  <List.Item key={j.groupTransactionId} extra={<Money value={j.amount} />}>
                    <List.Item.Meta
                      title={<>{j.remark || j.referenceModule} {j.reversal ? <Tag>Reversal</Tag> : null}</>}
                      description={<><span className="acc-code">{j.groupTransactionId}</span> · {formatDate(j.date)}</>}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
