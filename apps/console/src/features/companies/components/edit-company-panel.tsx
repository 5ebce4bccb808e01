import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { cleanCompanyDetails, type Company, type CompanyDetails } from '../api/company-types';
import { useSaveCompanyMutation } from '../api/use-save-company-mutation';
import { CompanyFields } from './company-fields';

const FORM_ID = 'edit-company-form';

export interface EditCompanyPanelProps {
  /** The company being edited; null when closed. */
  company: Company | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The provider edits a company's details. The contact e-mail is the administrator's login: it is shown
 * read-only (the API refuses a change with a clear 400 rather than ignoring it). Activation stays on
 * the list's Activate / Deactivate action.
 */
export function EditCompanyPanel({ company, onClose, onSaved }: EditCompanyPanelProps) {
  const [form] = Form.useForm<CompanyDetails>();
  const save = useSaveCompanyMutation();
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!company) return;
    form.resetFields();
    setBanner(null);
    form.setFieldsValue({
      name: company.name, address: company.address, gstin: company.gstin ?? '', contactName: company.contactName,
      contactEmail: company.contactEmail, contactPhone: company.contactPhone,
    });
  }, [company, form]);

  const onFinish = async (values: CompanyDetails) => {
    if (!company) return;
    setBanner(null);
    try {
      const details = cleanCompanyDetails({ ...values, contactEmail: company.contactEmail });
      const { message } = await save.mutateAsync({ id: company.id, ...details });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={company !== null}
      title={company ? `Edit ${company.name}` : 'Edit Company'}
      width={640}
      onClose={onClose}
      footer={<FormPanelFooter formId={FORM_ID} saving={save.isPending} onClose={onClose} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<CompanyDetails> id={FORM_ID} form={form} layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish} scrollToFirstError>
        <CompanyFields emailReadOnly />
      </Form>
    </SidePanel>
  );
}
