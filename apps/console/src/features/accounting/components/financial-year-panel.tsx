import { Alert, App, Flex, Form, Input, Switch } from 'antd';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import type { FinancialYear } from '../api/accounting-types';
import { useActiveFinancialYearQuery, useSaveFinancialYearMutation } from '../api/use-financial-years';
import { formatDate } from '../../../shared/format';
import { MESSAGES, nameRules } from './account-rules';

interface YearValues {
  name: string;
  startDate?: Dayjs;
  endDate?: Dayjs;
  isActive: boolean;
  isLocked: boolean;
}

const FORM_ID = 'financial-year-form';

export type FinancialYearPanelProps = RecordPanelProps<'year', FinancialYear>;

/** 'Manage Financial Year': name, dates, active (one at a time) and locked. */
export function FinancialYearPanel({ year, onClose, onSaved }: FinancialYearPanelProps) {
  const [form] = Form.useForm<YearValues>();
  const save = useSaveFinancialYearMutation();
  const locked = Form.useWatch('isLocked', form);
  const activeOn = Form.useWatch('isActive', form);
  const activeYear = useActiveFinancialYearQuery(year !== null);
  const { modal } = App.useApp();
  // The year that saving with Active on would switch off (none when this year is already the active one).
  const willDeactivate = activeYear.data && activeYear.data.id !== year?.id ? activeYear.data : null;

  /** Issue 9: activating a year switches the current one off; name it and ask first. Resolves false on Cancel. */
  const confirmed = (values: YearValues): Promise<boolean> => {
    if (!values.isActive || !willDeactivate) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: 'Activate this financial year?',
        content: `${willDeactivate.name} (${formatDate(willDeactivate.startDate)} to ${formatDate(willDeactivate.endDate)}) is the active year. `
          + `Saving makes ${values.name.trim()} active and deactivates ${willDeactivate.name}.`,
        okText: `Activate and deactivate ${willDeactivate.name}`,
        cancelText: 'Cancel',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };

  return (
    <FormPanel<YearValues, { message: string }>
      open={year !== null}
      record={year}
      title="Manage Financial Year"
      formId={FORM_ID}
      closeLabel="Close"
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      formProps={{ validateTrigger: ['onChange', 'onBlur'] }}
      values={year?.id
        ? { name: year.name, startDate: dayjs(year.startDate), endDate: dayjs(year.endDate), isActive: year.isActive, isLocked: year.isLocked }
        : { name: '', isActive: true, isLocked: false }}
      submit={async (values: YearValues) => {
        if (!(await confirmed(values))) return null;
        return save.mutateAsync({
          id: year?.id ?? 0, name: values.name.trim(), startDate: values.startDate!.format('YYYY-MM-DD'),
          endDate: values.endDate!.format('YYYY-MM-DD'), isActive: values.isActive, isLocked: values.isLocked,
        });
      }}
    >
      <Form.Item name="name" label="Name" rules={nameRules('Name required', 'Name must be at least 2 characters')}>
        <Input maxLength={60} placeholder="FY 2026-27" autoComplete="off" />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name="startDate" label="Start Date" rules={[dateRule, { required: true, message: MESSAGES.startDateRequired }]} style={{ flex: 1 }}>
          <DateField aria-label="Start Date" />
        </Form.Item>
        <Form.Item
          name="endDate"
          label="End Date"
          dependencies={['startDate']}
          style={{ flex: 1 }}
          rules={[
            dateRule,
            { required: true, message: MESSAGES.endDateRequired },
            ({ getFieldValue }) => ({
              validator: (_, value?: Dayjs) => {
                const start = getFieldValue('startDate') as Dayjs | undefined;
                return !value || !start || value.isAfter(start, 'day') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.endBeforeStart));
              },
            }),
          ]}
        >
          <DateField aria-label="End Date" />
        </Form.Item>
      </Flex>
      <Flex gap={32}>
        <Form.Item
          name="isActive"
          label="Active"
          valuePropName="checked"
          extra={willDeactivate && activeOn
            ? `Saving deactivates ${willDeactivate.name}, the active year now.`
            : 'Only one year is active at a time.'}
        >
          <Switch aria-label="Active" />
        </Form.Item>
        <Form.Item name="isLocked" label="Locked" valuePropName="checked">
          <Switch aria-label="Locked" />
        </Form.Item>
      </Flex>
      {locked ? (
        <Alert type="warning" showIcon title="A locked year refuses every new, changed or deleted expense and income dated inside it. It can be unlocked later." />
      ) : null}
    </FormPanel>
  );
}
