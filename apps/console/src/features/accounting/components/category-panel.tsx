import { enumLabel } from '@bizdesk/shared';
import { Alert, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { categoryMayPostTo, type Category, type RecordKind } from '../api/accounting-types';
import { useAccountOptionsQuery } from '../api/use-accounts';
import { useSaveCategoryMutation } from '../api/use-categories';
import { MESSAGES, nameRules } from './account-rules';

interface CategoryValues {
  name: string;
  description?: string;
  accountId?: number;
}

const ACCOUNT_HELP: Record<RecordKind, string> = {
  expense: 'The expense account this category posts to (Office Expenses when left empty).',
  income: 'The account this category posts to: an income account, or Owner Capital / a loan for money that is not income (Other Income when left empty).',
};

export type CategoryPanelProps = RecordPanelProps<'category', Category> & { kind: RecordKind };

/** 'Manage Expense Category' (the income screen reuses the wording, with a note about income categories). */
export function CategoryPanel({ kind, category, onClose, onSaved }: CategoryPanelProps) {
  const save = useSaveCategoryMutation(kind);
  const formId = `${kind}-category-form`;
  const accounts = useAccountOptionsQuery([], category !== null);
  const accountOptions = useMemo(
    () => (accounts.data ?? []).filter((a) => categoryMayPostTo(kind, a)).map((a) => ({ value: a.id, label: `${a.name} (${enumLabel(a.accountSubType)})` })),
    [accounts.data, kind],
  );

  return (
    <FormPanel<CategoryValues, { message: string }>
      open={category !== null}
      record={category}
      title="Manage Expense Category"
      formId={formId}
      closeLabel="Close"
      onClose={onClose}
      onSaved={onSaved}
      formProps={{ validateTrigger: ['onChange', 'onBlur'] }}
      // Create starts empty, edit shows the record: whatever was open before.
      values={category?.id ? { name: category.name, description: category.description ?? '', accountId: category.accountId } : {}}
      submit={(values: CategoryValues) =>
        save.mutateAsync({
          id: category?.id ?? 0, name: values.name.trim(), description: values.description?.trim() || null,
          accountId: values.accountId ?? null,
        })
      }
      notice={kind === 'income' ? (
        <Alert
          className="acc-note"
          type="info"
          showIcon
          title="Income categories group the money coming in, such as Bank Interest, Rental Income, Owner Investment or Consulting Fees Received."
        />
      ) : null}
    >
      <Form.Item name="name" label="Name" rules={nameRules(MESSAGES.categoryNameRequired, MESSAGES.categoryNameMin)}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="accountId" label="Ledger Account" extra={ACCOUNT_HELP[kind]}>
        <Select
          aria-label="Ledger Account"
          placeholder={kind === 'expense' ? 'Office Expenses (default)' : 'Other Income (default)'}
          allowClear
          loading={accounts.isPending}
          options={accountOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </FormPanel>
  );
}
