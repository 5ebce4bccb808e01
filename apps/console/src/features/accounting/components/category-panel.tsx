import { Alert, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import type { Category, RecordKind } from '../api/accounting-types';
import { useSaveCategoryMutation } from '../api/use-categories';
import { MESSAGES, nameRules } from './account-rules';
import { FormPanelFooter } from '../../../shared/form-panel-footer';

interface CategoryValues {
  name: string;
  description?: string;
}

export interface CategoryPanelProps {
  kind: RecordKind;
  category: Category | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Manage Expense Category' (the income screen reuses the wording, with a note about income categories). */
export function CategoryPanel({ kind, category, onClose, onSaved }: CategoryPanelProps) {
  const [form] = Form.useForm<CategoryValues>();
  const save = useSaveCategoryMutation(kind);
  const [banner, setBanner] = useState<Banner | null>(null);
  const formId = `${kind}-category-form`;

  useEffect(() => {
    if (category) form.setFieldsValue({ name: category.name, description: category.description ?? '' });
  }, [category, form]);

  const onFinish = async (values: CategoryValues) => {
    setBanner(null);
    try {
      const { message } = await save.mutateAsync({
        id: category?.id ?? 0, name: values.name.trim(), description: values.description?.trim() || null,
        accountId: category?.id ? category.accountId : null,
      });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={category !== null}
      title="Manage Expense Category"
      onClose={onClose}
      footer={<FormPanelFooter formId={formId} saving={save.isPending} onClose={onClose} closeLabel="Close" />}
    >
      {kind === 'income' ? (
        <Alert
          className="acc-note"
          type="info"
          showIcon
          title="Income categories group the money coming in, such as Bank Interest, Rental Income, Owner Investment or Consulting Fees Received."
        />
      ) : null}
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<CategoryValues> id={formId} form={form} layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
        <Form.Item name="name" label="Name" rules={nameRules(MESSAGES.categoryNameRequired, MESSAGES.categoryNameMin)}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {category?.id ? <Form.Item label="Posts to account">{category.accountName}</Form.Item> : null}
      </Form>
    </SidePanel>
  );
}
