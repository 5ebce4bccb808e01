import { Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDate } from '../../../shared/format';
import { TimeOfDayInput, timeOfDayRule } from '../../../shared/time-of-day-input';
import type { AttendanceRecord, MarkAttendanceRequest } from '../api/hrms-types';
import { useMarkAttendanceMutation, useUnmarkAttendanceMutation } from '../api/use-hrms';

export interface MarkCell {
  employeeId: number;
  name: string;
  date: string;
  record?: AttendanceRecord;
}

const STATUSES: { value: MarkAttendanceRequest['status']; label: string }[] = [
  { value: 'PRESENT', label: 'Present' }, { value: 'HALF_DAY', label: 'Half Day' }, { value: 'ABSENT', label: 'Absent' },
  { value: 'ON_LEAVE', label: 'On Leave' }, { value: 'WEEK_OFF', label: 'Week Off' }, { value: 'HOLIDAY', label: 'Holiday' },
];

type MarkForm = Pick<MarkAttendanceRequest, 'status' | 'inTime' | 'outTime' | 'reason'>;

/** HR marks one day by hand from the month grid (issue 29 item 3); a marked day can go back to its computed self. */
export function MarkDayDialog({ cell, onClose, onDone }: { cell: MarkCell | null; onClose: () => void; onDone: (message: string) => void }) {
  const [form] = Form.useForm<MarkForm>();
  const mark = useMarkAttendanceMutation();
  const unmark = useUnmarkAttendanceMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    setBanner(null);
    form.resetFields();
    if (cell?.record) {
      const r = cell.record;
      const status = STATUSES.some((s) => s.value === r.status) ? (r.status as MarkForm['status']) : 'PRESENT';
      form.setFieldsValue({ status, inTime: r.clockIn?.slice(11, 19), outTime: r.clockOut?.slice(11, 19), reason: r.manualReason ?? '' });
    }
  }, [cell, form]);
  if (!cell) return null;
  const run = async (fn: () => Promise<{ message: string }>) => {
    try {
      onDone((await fn()).message);
    } catch (e) {
      setBanner({ type: 'warning', text: errorMessage(e) });
    }
  };
  return (
    <Modal open title={`Mark ${cell.name}, ${formatDate(cell.date)}`} onCancel={onClose} footer={null} destroyOnHidden>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {cell.record ? <Typography.Paragraph type="secondary">Now: {cell.record.remark}{cell.record.manualReason ? ` (marked: ${cell.record.manualReason})` : ''}</Typography.Paragraph> : null}
      <Form<MarkForm>
        form={form}
        layout="vertical"
        onFinish={(v) => run(() => mark.mutateAsync({ employeeId: cell.employeeId, date: cell.date, status: v.status, inTime: v.inTime || undefined, outTime: v.outTime || undefined, reason: v.reason.trim() }))}
      >
        <Form.Item name="status" label="Status" rules={[{ required: true, message: 'status must be one of PRESENT, ABSENT, HALF_DAY, ON_LEAVE, WEEK_OFF, HOLIDAY' }]}>
          <Select options={STATUSES} />
        </Form.Item>
        <Space>
          <Form.Item name="inTime" label="In Time" rules={[timeOfDayRule]}><TimeOfDayInput /></Form.Item>
          <Form.Item name="outTime" label="Out Time" rules={[timeOfDayRule]}><TimeOfDayInput /></Form.Item>
        </Space>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500, message: 'Reason must be at most 500 characters' }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={mark.isPending}>Mark</Button>
          {cell.record?.manualReason ? (
            <Button danger loading={unmark.isPending} onClick={() => run(() => unmark.mutateAsync({ employeeId: cell.employeeId, date: cell.date }))}>Remove mark</Button>
          ) : null}
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      </Form>
    </Modal>
  );
}
