import { Form, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { cleanCompanyDetails, type CompanyDetails } from '../api/company-types';
import { useSaveCompanyMutation } from '../api/use-save-company-mutation';
import { CompanyFields } from './company-fields';
import { CompanyPasswordFields } from './company-password-fields';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { useFormResetOnOpen } from '../../../shared/use-form-reset-on-open';

type CreateCompanyValues = CompanyDetails & { password: string; confirmPassword: string; active: boolean };

const FORM_ID = 'create-company-form';

export interface CreateCompanyPanelProps {
  open: boolean;
  onClose: () => void;
  /** Called with the server's message after the company is created. */
  onCreated: (message: string) => void;
}

/** Platform administrators create a company directly; it can start active, skipping sign-up verification. */
export function CreateCompanyPanel({ open, onClose, onCreated }: CreateCompanyPanelProps) {
  const [form] = Form.useForm<CreateCompanyValues>();
  useFormResetOnOpen(form, open || null);
  const save = useSaveCompanyMutation();
  const [banner, setBanner] = useState<Banner | null>(null);

  const onFinish = async (values: CreateCompanyValues) => {
    setBanner(null);
    try {
      const { message } = await save.mutateAsync({
        id: 0,
        ...cleanCompanyDetails(values),
        password: values.password,
        active: values.active,
      });
      onCreated(message || 'Company created.');
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={open}
      title="Create Company"
      width={640}
      onClose={onClose}
      footer={<FormPanelFooter formId={FORM_ID} saving={save.isPending} onClose={onClose} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<CreateCompanyValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        validateTrigger={['onChange', 'onBlur']}
        initialValues={{ active: true }}
        onFinish={onFinish}
        scrollToFirstError
      >
        <CompanyFields />
        <CompanyPasswordFields />
        <Form.Item name="active" label="Active" valuePropName="checked" extra="An active company's users can log in straight away.">
          <Switch />
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
