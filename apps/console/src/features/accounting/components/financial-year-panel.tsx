import { Alert, App, DatePicker, Flex, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import type { FinancialYear } from '../api/accounting-types';
import { useActiveFinancialYearQuery, useSaveFinancialYearMutation } from '../api/use-financial-years';
import { formatDate } from '../../../shared/format';
import { MESSAGES, nameRules } from './account-rules';
import { FormPanelFooter } from '../../../shared/form-panel-footer';

interface YearValues {
  name: string;
  startDate?: Dayjs;
  endDate?: Dayjs;
  isActive: boolean;
  isLocked: boolean;
}

const FORM_ID = 'financial-year-form';

export interface FinancialYearPanelProps {
  year: FinancialYear | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Manage Financial Year': name, dates, active (one at a time) and locked. */
export function FinancialYearPanel({ year, onClose, onSaved }: FinancialYearPanelProps) {
  const [form] = Form.useForm<YearValues>();
  const save = useSaveFinancialYearMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const locked = Form.useWatch('isLocked', form);
  const activeOn = Form.useWatch('isActive', form);
  const activeYear = useActiveFinancialYearQuery(year !== null);
  const { modal } = App.useApp();
  // The year that saving with Active on would switch off (none when this year is already the active one).
  const willDeactivate = activeYear.data && activeYear.data.id !== year?.id ? activeYear.data : null;

  useEffect(() => {
    if (year) form.resetFields();
    if (year && year.id) {
      form.setFieldsValue({ name: year.name, startDate: dayjs(year.startDate), endDate: dayjs(year.endDate), isActive: year.isActive, isLocked: year.isLocked });
    }
  }, [year, form]);

  const onFinish = (values: YearValues) => {
    if (!values.isActive || !willDeactivate) return submit(values);
    // Issue 9: activating a year switches the current one off; name it and ask first.
    return new Promise<void>((resolve) => {
      modal.confirm({
        title: 'Activate this financial year?',
        content: `${willDeactivate.name} (${formatDate(willDeactivate.startDate)} to ${formatDate(willDeactivate.endDate)}) is the active year. `
          + `Saving makes ${values.name.trim()} active and deactivates ${willDeactivate.name}.`,
        okText: `Activate and deactivate ${willDeactivate.name}`,
        cancelText: 'Cancel',
        onOk: () => submit(values).finally(resolve),
        onCancel: () => resolve(),
      });
    });
  };

  const submit = async (values: YearValues) => {
    setBanner(null);
    try {
      const { message } = await save.mutateAsync({
        id: year?.id ?? 0, name: values.name.trim(), startDate: values.startDate!.format('YYYY-MM-DD'),
        endDate: values.endDate!.format('YYYY-MM-DD'), isActive: values.isActive, isLocked: values.isLocked,
      });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={year !== null}
      title="Manage Financial Year"
      onClose={onClose}
      footer={<FormPanelFooter formId={FORM_ID} saving={save.isPending} onClose={onClose} closeLabel="Close" />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<YearValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        validateTrigger={['onChange', 'onBlur']}
        initialValues={{ name: '', isActive: true, isLocked: false }}
        onFinish={onFinish}
      >
        <Form.Item name="name" label="Name" rules={nameRules('Name required', 'Name must be at least 2 characters')}>
          <Input maxLength={60} placeholder="FY 2026-27" autoComplete="off" />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item name="startDate" label="Start Date" rules={[{ required: true, message: MESSAGES.startDateRequired }]} style={{ flex: 1 }}>
            <DatePicker format="DD MMM YYYY" style={{ width: '100%' }} aria-label="Start Date" />
          </Form.Item>
          <Form.Item
            name="endDate"
            label="End Date"
            dependencies={['startDate']}
            style={{ flex: 1 }}
            rules={[
              { required: true, message: MESSAGES.endDateRequired },
              ({ getFieldValue }) => ({
                validator: (_, value?: Dayjs) => {
                  const start = getFieldValue('startDate') as Dayjs | undefined;
                  return !value || !start || value.isAfter(start, 'day') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.endBeforeStart));
                },
              }),
            ]}
          >
            <DatePicker format="DD MMM YYYY" style={{ width: '100%' }} aria-label="End Date" />
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
      </Form>
    </SidePanel>
  );
}
