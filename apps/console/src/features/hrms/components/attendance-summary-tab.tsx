import { DownloadOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { EMPTY_LIST_TEXT } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDateTime } from '../../../shared/format';
import type { Schemas } from '@bizdesk/api-client';
import {
  downloadAttendanceSummaryCsv, useAttendanceSummaryQuery, useLockMonthMutation, useMonthLockQuery, useUnlockMonthMutation,
} from '../api/use-hrms';
import { useCan } from '../../../core/access';

type Row = Schemas['AttendanceSummaryRow'];
const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/**
 * The month for payroll (issue 29 items 2 and 5): per employee working, present, half, leave, absent, missing
 * punches, late, overtime and payable days; the month's lock (kept as paid), punches that came after it, and unlock
 * with a reason.
 */
export function AttendanceSummaryTab({ month, filter }: { month: string; filter: { branchId?: number; departmentId?: number; userId?: number } }) {
  const summary = useAttendanceSummaryQuery(month, filter);
  const lock = useMonthLockQuery(month);
  const lockMonth = useLockMonthMutation();
  const unlockMonth = useUnlockMonthMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const [reason, setReason] = useState('');
  // Locking and unlocking a month need hrms.write: a read-only role sees whether it is locked.
  const mayWrite = useCan('hrms.write');
  const run = async (fn: () => Promise<{ message: string }>) => {
    try {
      setBanner({ type: 'success', text: (await fn()).message });
      return true;
    } catch (e) {
      setBanner({ type: 'warning', text: errorMessage(e) });
      return false;
    }
  };
  const columns: TableColumnsType<Row> = [
    { title: 'Employee', key: 'emp', fixed: 'left', render: (_, r) => <>{r.employeeName} <Typography.Text type="secondary">({r.employeeCode})</Typography.Text></> },
    { title: 'Working', dataIndex: 'workingDays' },
    { title: 'Present', dataIndex: 'present', render: n },
    { title: 'Half Days', dataIndex: 'halfDays' },
    { title: 'Paid Leave', dataIndex: 'paidLeave', render: n },
    { title: 'Unpaid Leave', dataIndex: 'unpaidLeave', render: n },
    { title: 'Absent', dataIndex: 'absent', render: n },
    { title: 'Missing Punches', dataIndex: 'missingPunches', render: (v: number) => (v ? <Tag color="red">{v}</Tag> : 0) },
    { title: 'Late', dataIndex: 'lateCount' },
    { title: 'Overtime (h)', dataIndex: 'overtimeHours', render: (v: number) => v.toFixed(2) },
    { title: 'Payable Days', dataIndex: 'payableDays', render: (v: number) => <strong>{n(v)}</strong> },
  ];
  const state = lock.data;
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex gap="small" wrap className="list-toolbar" align="center">
        <Button icon={<DownloadOutlined />} onClick={() => void downloadAttendanceSummaryCsv(month, filter).catch((e) => setBanner({ type: 'warning', text: errorMessage(e) }))}>
          Export summary CSV
        </Button>
        {state?.locked ? (
          <>
            <Tag icon={<LockOutlined />} color="gold">Locked {state.lockedAt ? formatDateTime(state.lockedAt) : ''}</Tag>
            {mayWrite ? <Button icon={<UnlockOutlined />} onClick={() => setUnlocking(true)}>Unlock</Button> : null}
          </>
        ) : !mayWrite ? null : (
          <Button icon={<LockOutlined />} loading={lockMonth.isPending} onClick={() => void run(() => lockMonth.mutateAsync(month))}>Lock {month}</Button>
        )}
      </Flex>
      {state?.locked && state.latePunches.length > 0 ? (
        <Alert className="list-toolbar" type="warning" showIcon
          message={`${state.latePunches.length} punch(es) arrived after the lock and are not counted`}
          description={state.latePunches.slice(0, 10).map((p) => `${p.employeeName} (${p.employeeCode}) ${p.punchTime.slice(0, 16).replace('T', ' ')} from ${p.deviceName}`).join('; ')} />
      ) : null}
      <Table<Row> rowKey="employeeId" size="small" columns={columns} dataSource={summary.data?.list ?? []} loading={summary.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: true }} locale={{ emptyText: summary.isPending ? ' ' : EMPTY_LIST_TEXT }} />
      <Modal open={unlocking} title={`Unlock ${month}`} okText="Unlock" onCancel={() => setUnlocking(false)} okButtonProps={{ disabled: !reason.trim(), loading: unlockMonth.isPending }}
        onOk={async () => { if (await run(() => unlockMonth.mutateAsync({ month, reason: reason.trim() }))) { setUnlocking(false); setReason(''); } }}>
        <Typography.Paragraph>The month's days will be computed again from punches, shifts and settings as they are now.</Typography.Paragraph>
        <Input.TextArea aria-label="Reason" placeholder="Reason (kept in the month's history)" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </>
  );
}
