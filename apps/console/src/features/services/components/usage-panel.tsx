import { normalizeAmountInput } from '@bizdesk/shared';
import { Button, Card, Col, Empty, Form, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../../api';
import { toast } from '../../../core/toast';
import { formatMoney } from '../../../shared/format';
import { AmountInput } from '../../../shared/text-inputs';
import { useSpendingAlertMutation, useUsageQuery, type Usage } from '../api/services-api';
import { useCan } from '../../../core/access';

/** What the usage answer's reasons mean to the reader. */
export const UNBILLED_REASONS: Record<string, string> = {
  INVALID_INPUT: 'Bad input',
  KEY_REFUSED: 'Key refused',
  FORBIDDEN: 'Not subscribed',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Rate limited',
  SERVER_ERROR: 'Server error',
  FREE_OPERATION: 'Free operation',
  OTHER: 'Other',
};

type Unbilled = Usage['services'][number]['unbilled'];

/** "Rate limited 12, Bad input 3" or "-". */
export function unbilledText(list: Unbilled): string {
  return list.length ? list.map((u) => `${UNBILLED_REASONS[u.reason] ?? u.reason} ${u.calls}`).join(', ') : '-';
}

/**
 * This month so far (Services page): the estimated bill, per service and per API key the billable calls and
 * the calls that are not billed with why, and the monthly spending alert.
 */
export function UsagePanel() {
  const usage = useUsageQuery();
  const save = useSpendingAlertMutation();
  const [form] = Form.useForm<{ monthlyLimit: string }>();
  // The spending alert is billing.write (as the API declares); others read the usage and the alert set.
  const mayWrite = useCan('billing.write');
  const u = usage.data;
  useEffect(() => {
    form.setFieldsValue({ monthlyLimit: u?.spendingAlert.monthlyLimit ?? '' });
  }, [form, u?.spendingAlert.monthlyLimit]);

  const submit = async (monthlyLimit: string | null) => {
    try {
      const res = await save.mutateAsync({ monthlyLimit });
      toast.success(res.message);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <section aria-label="Usage this month" style={{ marginBottom: 24 }}>
      <Typography.Title level={4}>Usage this month</Typography.Title>
      <Card loading={usage.isLoading}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}><Statistic title="Estimated bill so far (with GST)" value={u ? formatMoney(u.estimatedTotal) : '-'} /></Col>
          <Col xs={12} md={8}><Statistic title="Before GST" value={u ? formatMoney(u.subTotal) : '-'} /></Col>
          <Col xs={12} md={8}>
            <Statistic title="Spending alert" value={u?.spendingAlert.monthlyLimit ? `${u.spendingAlert.percentUsed ?? 0}% of ${formatMoney(u.spendingAlert.monthlyLimit)}` : 'Not set'} />
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          Only calls answered with a result are billed. Refused calls (bad input, a switched-off key, not subscribed, rate limited) and
          listing or deleting enrolled faces are logged in the API logs and never billed.
        </Typography.Paragraph>
        {u && u.services.length === 0 ? <Empty description="No usage this month yet." /> : (
          <Table
            size="small" rowKey="appId" pagination={false} dataSource={u?.services ?? []} aria-label="Usage per service"
            columns={[
              { title: 'Service', dataIndex: 'name' },
              { title: 'Billable', render: (_, s) => (s.type === 'APPLICATION' ? `${s.days} day${s.days === 1 ? '' : 's'}` : s.billableCalls) },
              { title: 'Not billed', render: (_, s) => unbilledText(s.unbilled) },
              { title: 'Amount so far', align: 'right', render: (_, s) => formatMoney(s.amount) },
            ]}
          />
        )}
        {u && u.keys.length > 0 ? (
          <Table
            style={{ marginTop: 16 }} size="small" pagination={false} aria-label="Usage per API key"
            rowKey={(k) => `${k.apiKeyId}-${k.appId}`} dataSource={u.keys}
            columns={[
              { title: 'API key', render: (_, k) => <Space>{k.keyName}{k.active ? null : <Tag>Inactive</Tag>}</Space> },
              { title: 'Service', dataIndex: 'appName' },
              { title: 'Billable calls', dataIndex: 'billableCalls' },
              { title: 'Not billed', render: (_, k) => unbilledText(k.unbilled) },
            ]}
          />
        ) : null}
        <Form form={form} layout="inline" style={{ marginTop: 16 }} disabled={!mayWrite} onFinish={(v) => void submit(normalizeAmountInput(v.monthlyLimit ?? '') || null)}>
          <Form.Item name="monthlyLimit" label="Monthly spending alert (₹)">
            <AmountInput placeholder="e.g. 5,000" style={{ width: 160 }} />
          </Form.Item>
          {mayWrite ? <Button htmlType="submit" type="primary" loading={save.isPending}>Save alert</Button> : null}
          {mayWrite && u?.spendingAlert.monthlyLimit ? <Button style={{ marginLeft: 8 }} onClick={() => void submit(null)}>Remove</Button> : null}
        </Form>
        <Typography.Text type="secondary">We e-mail you when the month's estimate reaches 80% and 100% of it.</Typography.Text>
      </Card>
    </section>
  );
}
