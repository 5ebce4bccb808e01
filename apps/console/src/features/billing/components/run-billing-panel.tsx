import { Alert, Button, DatePicker, Form, Progress, Statistic, Row, Col, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { formatInvoiceMonth } from '@bizdesk/shared';
import { SidePanel } from '../../../shared/side-panel';
import { useBillingRunQuery, useRunBillingMutation } from '../api/billing-api';

/**
 * The provider's administrator bills a month again (the monthly job does it by itself after each month):
 * only invoices still missing are issued; the run's progress is shown until it is done.
 */
export function RunBillingPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().subtract(1, 'month').startOf('month'));
  const [runId, setRunId] = useState<number | null>(null);
  const start = useRunBillingMutation();
  const run = useBillingRunQuery(runId);
  const progress = run.data;
  const percent = progress?.companies ? Math.round((progress.invoiced / progress.companies) * 100) : progress?.status === 'DONE' ? 100 : 0;

  const submit = async () => {
    const { data } = await start.mutateAsync(month.format('YYYY-MM'));
    setRunId(data.id);
  };

  return (
    <SidePanel open={open} title="Run Billing" onClose={onClose}>
      <Typography.Paragraph type="secondary">
        Invoices are issued automatically after each month ends (India time). Run a month again to issue the invoices
        still missing for it; invoices already issued are never issued twice.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="Month" required>
          <DatePicker picker="month" format="MMM YYYY" allowClear={false} value={month} aria-label="Month"
            disabledDate={(d) => !d.isBefore(dayjs().startOf('month'))} onChange={(d) => d && setMonth(d)} />
        </Form.Item>
        {start.isError ? <Alert type="warning" showIcon title={errorMessage(start.error)} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={start.isPending} disabled={progress !== undefined && progress.status !== 'DONE'}>
          Run
        </Button>
      </Form>
      {progress ? (
        <section aria-label="Run progress" style={{ marginTop: 24 }}>
          <Typography.Title level={5}>{formatInvoiceMonth(progress.month)}: {progress.status === 'DONE' ? 'done' : progress.status === 'QUEUED' ? 'queued' : 'running'}</Typography.Title>
          <Progress percent={percent} status={progress.status === 'DONE' ? 'success' : 'active'} />
          <Row gutter={16}>
            <Col span={8}><Statistic title="Companies to bill" value={progress.companies ?? '-'} /></Col>
            <Col span={8}><Statistic title="Invoiced" value={progress.invoiced} /></Col>
            <Col span={8}><Statistic title="By this run" value={progress.issuedByRun} /></Col>
          </Row>
        </section>
      ) : null}
    </SidePanel>
  );
}
