import { AutoComplete, Form, Input } from 'antd';
import { check } from '../../../shared/form-rules';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import type { Category } from '../api/catalogue-types';
import { useSaveCategoryMutation } from '../api/use-save-category-mutation';
import { CATALOGUE_MESSAGES as M, GST_RATES } from '../catalogue-rules';
import { CessFields } from './cess-fields';

interface CategoryFormValues {
  name: string;
  description?: string;
  taxPercent: string;
  hsn?: string;
  cessApplicable: boolean;
  cessType?: 'FIXED' | 'PERCENT';
  cessValue?: string;
}

const FORM_ID = 'category-form';

export type CategoryPanelProps = RecordPanelProps<'category', Category>;

/** Create (id 0) or edit a category: name, GST percentage, HSN and cess. */
export function CategoryPanel({ category, onClose, onSaved }: CategoryPanelProps) {
  const save = useSaveCategoryMutation();
  return (
    <FormPanel<CategoryFormValues, { message: string }>
      open={category !== null}
      record={category}
      title={category?.id ? 'Edit Category' : 'Create Category'}
      formId={FORM_ID}
      onClose={onClose}
      onSaved={onSaved}
      values={{
        name: category?.name ?? '',
        description: category?.description ?? '',
        taxPercent: category?.id && category.taxPercent !== null ? String(category.taxPercent) : '',
        hsn: category?.hsn ?? '',
        cessApplicable: category?.cessApplicable ?? false,
        cessType: category?.cessApplicable ? (category.cessType as CategoryFormValues['cessType']) : undefined,
        cessValue: category?.cessApplicable ? String(category.cessValue) : undefined,
      }}
      submit={(values) =>
        save.mutateAsync({
          id: category?.id ?? 0,
          name: values.name.trim(),
          description: values.description?.trim() || null,
          taxPercent: values.taxPercent?.trim() ? Number(values.taxPercent) : null,
          hsn: values.hsn?.trim() || null,
          cessApplicable: values.cessApplicable,
          ...(values.cessApplicable ? { cessType: values.cessType, cessValue: values.cessValue } : {}),
        })
      }
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[
          { required: true, whitespace: true, message: M.nameRequired },
          { min: 2, message: M.nameMin },
          { max: 100, message: M.nameMax },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ max: 500, message: 'Description must be at most 500 characters' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name="taxPercent"
        label="GST Percentage"
        extra="Optional: without one, every product of the category gives its own. Products that follow the category get its new GST."
        rules={[
          check((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100, M.taxPercent),
        ]}
      >
        <AutoComplete options={GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))} placeholder="e.g. 18" />
      </Form.Item>
      <Form.Item name="hsn" label="HSN Code" rules={[check((v) => /^(\d{4}|\d{6}|\d{8})$/.test(v.trim()), M.hsn)]}>
        <Input inputMode="numeric" maxLength={8} placeholder="4, 6 or 8 digits" />
      </Form.Item>
      <CessFields />
    </FormPanel>
  );
}
