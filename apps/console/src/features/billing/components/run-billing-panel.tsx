import { Col, DatePicker, Form, Progress, Row, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatInvoiceMonth } from '@bizdesk/shared';
import type { ApiResult } from '../../../api';
import { FormPanel } from '../../../shared/form-panel';
import { useBillingRunQuery, useRunBillingMutation } from '../api/billing-api';
import type { BillingRun } from '../api/billing-types';

interface RunBillingValues {
  month: Dayjs;
}

/** Each opening starts from the month just ended, the latest a run can bill. */
function lastMonth(): Dayjs {
  return dayjs().subtract(1, 'month').startOf('month');
}

function RunProgress({ progress }: { progress: BillingRun }) {
  const percent = progress.companies ? Math.round((progress.invoiced / progress.companies) * 100) : progress.status === 'DONE' ? 100 : 0;
  const state = progress.status === 'DONE' ? 'done' : progress.status === 'QUEUED' ? 'queued' : 'running';
  return (
    <section aria-label="Run progress" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{formatInvoiceMonth(progress.month)}: {state}</Typography.Title>
      <Progress percent={percent} status={progress.status === 'DONE' ? 'success' : 'active'} />
      <Row gutter={16}>
        <Col span={8}><Statistic title="Companies to bill" value={progress.companies ?? '-'} /></Col>
        <Col span={8}><Statistic title="Invoiced" value={progress.invoiced} /></Col>
        <Col span={8}><Statistic title="By this run" value={progress.issuedByRun} /></Col>
      </Row>
    </section>
  );
}

/**
 * The provider's administrator bills a month again (the monthly job does it by itself after each month):
 * only invoices still missing are issued; the run's progress is shown until it is done, and Run waits for it.
 */
export function RunBillingPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [runId, setRunId] = useState<number | null>(null);
  const start = useRunBillingMutation();
  const progress = useBillingRunQuery(runId).data;
  return (
    <FormPanel<RunBillingValues, ApiResult<BillingRun>>
      open={open}
      title="Run Billing"
      formId="run-billing-form"
      onClose={onClose}
      closeLabel="Close"
      submitLabel="Run"
      submitDisabled={progress !== undefined && progress.status !== 'DONE'}
      values={{ month: lastMonth() }}
      submit={(values) => start.mutateAsync(values.month.format('YYYY-MM'))}
      onSaved={(_message, result) => setRunId(result.data.id)}
      notice={
        <Typography.Paragraph type="secondary">
          Invoices are issued automatically after each month ends (India time). Run a month again to issue the invoices
          still missing for it; invoices already issued are never issued twice.
        </Typography.Paragraph>
      }
    >
      <Form.Item name="month" label="Month" required>
        <DatePicker picker="month" format="MMM YYYY" allowClear={false} aria-label="Month" disabledDate={(d) => !d.isBefore(dayjs().startOf('month'))} />
      </Form.Item>
      {progress ? <RunProgress progress={progress} /> : null}
    </FormPanel>
  );
}
