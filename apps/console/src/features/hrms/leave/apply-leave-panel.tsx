import { Alert, Checkbox, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FormPanel } from '../../../shared/form-panel';
import { DateField, dateRule } from '../../../shared/date-field';
import { useEmployeeOptionsQuery } from '../api/use-hrms';
import { useApplyLeaveMutation, useLeaveBalancesQuery, useLeaveTypeOptionsQuery } from './leave-api';
import { formatDays } from './leave-format';

/** One record for every opening: a new object per render would start the form again at each render. */
const NEW_APPLICATION = { id: 0 };

interface ApplyForm {
  employeeId: number;
  leaveTypeId: number;
  from: Dayjs;
  to: Dayjs;
  halfDay: boolean;
  reason: string;
}

/** The application: employee, type, dates, half day, reason; the chosen type's balance is shown before sending. */
export function ApplyLeavePanel({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (m: string) => void }) {
  const [form] = Form.useForm<ApplyForm>();
  const apply = useApplyLeaveMutation();
  const employees = useEmployeeOptionsQuery();
  const types = useLeaveTypeOptionsQuery();
  const employeeId = Form.useWatch('employeeId', form);
  const leaveTypeId = Form.useWatch('leaveTypeId', form);
  const from = Form.useWatch('from', form);
  const halfDay = Form.useWatch('halfDay', form);
  const balances = useLeaveBalancesQuery(employeeId, from?.isValid() ? from.year() : new Date().getFullYear());
  const balance = balances.data?.find((b) => b.leaveTypeId === leaveTypeId);
  return (
    <FormPanel<ApplyForm, { message: string }>
      open={open}
      record={open ? NEW_APPLICATION : null}
      title="Apply Leave"
      formId="apply-leave-form"
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{ halfDay: false }}
      submitLabel="Apply"
      submit={(v) => apply.mutateAsync({
        employeeId: v.employeeId, leaveTypeId: v.leaveTypeId, from: v.from.format('YYYY-MM-DD'),
        to: (v.halfDay ? v.from : v.to).format('YYYY-MM-DD'), halfDay: v.halfDay, reason: v.reason.trim(),
      })}
    >
      <Form.Item name="employeeId" label="Employee" rules={[{ required: true, message: 'Please select employee' }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} aria-label="Employee" options={(employees.data ?? []).map((e) => ({ value: e.id, label: e.name }))} />
      </Form.Item>
      <Form.Item name="leaveTypeId" label="Leave Type" rules={[{ required: true, message: 'Please select leave type' }]}>
        <Select aria-label="Leave Type" options={(types.data ?? []).map((t) => ({ value: t.id, label: t.paid ? t.name : `${t.name} (unpaid)` }))} />
      </Form.Item>
      {balance ? (
        <Alert
          showIcon style={{ marginBottom: 16 }} type={balance.available > 0 || balance.allowNegative ? 'info' : 'warning'}
          title={`${balance.leaveTypeName} ${balance.year}: ${formatDays(balance.available)} available (${formatDays(balance.balance)} balance, ${formatDays(balance.pending)} waiting)`}
        />
      ) : null}
      <Form.Item name="from" label="From" rules={[{ required: true, message: 'From date is required (yyyy-MM-dd)' }, dateRule]}>
        <DateField aria-label="From" />
      </Form.Item>
      <Form.Item name="halfDay" valuePropName="checked">
        <Checkbox>Half day</Checkbox>
      </Form.Item>
      {halfDay ? null : (
        <Form.Item name="to" label="To" dependencies={['from']} rules={[
          { required: true, message: 'To date is required (yyyy-MM-dd)' },
          dateRule,
          ({ getFieldValue }) => ({
            validator: (_, value: Dayjs | undefined) => {
              const start = getFieldValue('from') as Dayjs | undefined;
              return !value || !start || !value.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error('To date cannot be before From date'));
            },
          }),
        ]} extra="Week-offs and holidays inside the dates take no leave">
          <DateField aria-label="To" />
        </Form.Item>
      )}
      <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 500, message: 'Reason must be at most 500 characters' }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormPanel>
  );
}
