import { Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import { AmountInput, CodeInput } from '../../../shared/text-inputs';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { apiPost, errorMessage, toFormData } from '../../../api';
import { BillPicker } from './bill-picker';
import { FormPanel, type RecordPanelProps as PanelProps } from '../../../shared/form-panel';
import { MONEY_ACCOUNT_SUB_TYPES, type PostedRecord, type RecordKind } from '../api/accounting-types';
import { useAccountOptionsQuery } from '../api/use-accounts';
import { useRecordPartiesQuery } from '../api/use-record-parties';
import { useCategoryOptionsQuery } from '../api/use-categories';
import { useSaveRecordMutation } from '../api/use-records';
import { INDIAN_STATES, normalizeAmountInput, paiseToDecimalString, tryParsePaise, enumLabel } from '@bizdesk/shared';
import { useConfirmNegativeBalance } from '../../../shared/use-confirm-negative-balance';
import { amountRules, MESSAGES, nameRules } from './account-rules';

interface RecordValues {
  categoryId?: number;
  title: string;
  amount: string;
  date?: Dayjs;
  accountId?: number;
  partyId?: number | null;
  description?: string;
  /** Expenses: the bill carries the vendor's GST. */
  hasGst?: boolean;
  vendorGstin?: string;
  placeOfSupplyStateId?: number;
  taxableAmount?: string;
  igstAmount?: string;
  cgstAmount?: string;
  sgstAmount?: string;
  cessAmount?: string;
  itcEligible?: boolean;
}

const STATE_OPTIONS = INDIAN_STATES.filter((s) => !s.legacy).map((s) => ({ value: Number(s.code), label: `${s.code} ${s.name}` }));
const GST_AMOUNTS = [['taxableAmount', 'Taxable value'], ['igstAmount', 'IGST'], ['cgstAmount', 'CGST'], ['sgstAmount', 'SGST'], ['cessAmount', 'Cess']] as const;
const amountOrZero = (v: string | undefined) => normalizeAmountInput((v ?? '').trim() || '0');

const LABELS: Record<RecordKind, { title: string; date: string; dateRequired: string; account: string; accountRequired: string; party: string }> = {
  expense: {
    title: 'Manage Expense', date: 'Expense Date', dateRequired: MESSAGES.expenseDateRequired, account: 'Payment Account',
    accountRequired: MESSAGES.paymentAccountRequired, party: 'Supplier',
  },
  income: {
    title: 'Manage Income', date: 'Income Date', dateRequired: MESSAGES.incomeDateRequired, account: 'Amount Received Into',
    accountRequired: MESSAGES.receivedAccountRequired, party: 'Customer',
  },
};

/** Server field names mapped onto this form's names, for showing 400 field errors in place. */
const SERVER_FIELDS: Record<RecordKind, Record<string, string>> = {
  expense: { expenseCategoryId: 'categoryId', expenseDate: 'date', paymentAccountId: 'accountId', supplierId: 'partyId', vendorGstin: 'vendorGstin' },
  income: { incomeCategoryId: 'categoryId', incomeDate: 'date', receivedIntoAccountId: 'accountId', customerId: 'partyId' },
};

export type RecordPanelProps = PanelProps<'record', PostedRecord> & { kind: RecordKind };

/** 'Manage Expense' / 'Manage Income': category, title, amount, date, account, description. */
export function RecordPanel({ kind, record, onClose, onSaved }: RecordPanelProps) {
  const labels = LABELS[kind];
  const open = record !== null;
  const save = useSaveRecordMutation(kind);
  const confirmNegative = useConfirmNegativeBalance();
  const categories = useCategoryOptionsQuery(kind, open);
  const accounts = useAccountOptionsQuery(MONEY_ACCOUNT_SUB_TYPES[kind], open);
  const parties = useRecordPartiesQuery(kind, open);
  // A new record's bill, held until Save creates the record (then attached in the same action).
  const [bill, setBill] = useState<File | null>(null);
  useEffect(() => setBill(null), [record]);
  const isNew = open && !record?.id;

  const accountOptions = useMemo(
    () => (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${enumLabel(a.accountSubType)})` })),
    [accounts.data],
  );

  return (
    <FormPanel<RecordValues, { message: string }>
      open={open}
      record={record}
      title={labels.title}
      width={560}
      formId={`${kind}-form`}
      closeLabel="Close"
      onClose={onClose}
      onSaved={onSaved}
      serverFields={SERVER_FIELDS[kind]}
      formProps={{ validateTrigger: ['onChange', 'onBlur'] }}
      values={record?.id ? {
        categoryId: record.categoryId, title: record.title, amount: record.amount, date: dayjs(record.date),
        accountId: record.accountId, partyId: record.partyId, description: record.description ?? '',
        hasGst: record.gst !== null, ...(record.gst ?? {}), itcEligible: record.gst?.itcEligible ?? true,
      } : { title: '', amount: '', date: dayjs(), hasGst: false, itcEligible: true }}
      submit={async (values) => {
        // No silent negative cash (issue 27): an expense out of Cash or Bank that takes it below zero is asked about first
        // (an edit from the same account only adds the difference).
        if (kind === 'expense') {
          const amount = tryParsePaise(normalizeAmountInput(values.amount)) ?? 0;
          const before = record?.id && record.accountId === values.accountId ? tryParsePaise(record.amount) ?? 0 : 0;
          if (!(await confirmNegative({ accountId: values.accountId }, paiseToDecimalString(amount - before)))) return null;
        }
        const saved = await save.mutateAsync({
          id: record?.id ?? 0,
          categoryId: values.categoryId!,
          title: values.title.trim(),
          // "1,00,000.50" typed the Indian way is sent as 100000.50 (the server reads it the same way).
          amount: normalizeAmountInput(values.amount),
          date: values.date!.format('YYYY-MM-DD'),
          accountId: values.accountId!,
          partyId: values.partyId ?? null,
          description: values.description?.trim() || null,
          gst: kind === 'expense' && values.hasGst
            ? {
              vendorGstin: (values.vendorGstin ?? '').trim().toUpperCase(), placeOfSupplyStateId: values.placeOfSupplyStateId!,
              taxableAmount: amountOrZero(values.taxableAmount), igstAmount: amountOrZero(values.igstAmount), cgstAmount: amountOrZero(values.cgstAmount),
              sgstAmount: amountOrZero(values.sgstAmount), cessAmount: amountOrZero(values.cessAmount), itcEligible: values.itcEligible ?? true,
            }
            : null,
        });
        if (!bill || !isNew) return saved;
        try {
          await apiPost('/api/erp/attachment', toFormData({ module: kind === 'expense' ? 'EXPENSE' : 'INCOME', referenceId: saved.data.id, file: bill }));
          return { message: `${saved.message}; bill attached` };
        } catch (e) {
          // The record is saved either way; the bill can still be attached from its Attachments panel.
          return { message: `${saved.message}, but the bill was not attached: ${errorMessage(e)}` };
        }
      }}
    >
      <Form.Item name="categoryId" label="Category" rules={[{ required: true, message: MESSAGES.categoryRequired }]}>
        <Select
          aria-label="Category"
          placeholder="Select Category"
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="title" label="Title" rules={nameRules(MESSAGES.titleRequired, MESSAGES.titleMin)}>
        <Input maxLength={150} autoComplete="off" />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name="amount" label="Amount" rules={amountRules} style={{ flex: 1 }}>
          <AmountInput prefix="₹" placeholder="0.00" />
        </Form.Item>
        <Form.Item name="date" label={labels.date} rules={[dateRule, { required: true, message: labels.dateRequired }]} style={{ flex: 1 }}>
          <DateField allowClear={false} aria-label={labels.date} />
        </Form.Item>
      </Flex>
      <Form.Item name="accountId" label={labels.account} rules={[{ required: true, message: labels.accountRequired }]}>
        <Select
          aria-label={labels.account}
          placeholder={`Select ${labels.account}`}
          loading={accounts.isPending}
          options={accountOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="partyId" label={labels.party}>
        <Select
          aria-label={labels.party}
          placeholder={`Select ${labels.party} (optional)`}
          allowClear
          loading={parties.isPending}
          options={(parties.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {kind === 'expense' && (
        <>
          <Form.Item name="hasGst" valuePropName="checked">
            <Checkbox>The bill carries GST (vendor&apos;s GSTIN)</Checkbox>
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a: RecordValues, b: RecordValues) => a.hasGst !== b.hasGst}>
            {({ getFieldValue }) => getFieldValue('hasGst') && (
              <fieldset className="gst-section" aria-label="GST">
                <Flex gap={12}>
                  <Form.Item name="vendorGstin" label="Vendor GSTIN" style={{ flex: 1 }}
                    rules={[{ required: true, message: 'Vendor GSTIN is required for an expense with GST' },
                      { pattern: /^\d{2}[A-Za-z0-9]{13}$/, message: 'Invalid vendor GSTIN: check its format and check digit' }]}>
                    <CodeInput />
                  </Form.Item>
                  <Form.Item name="placeOfSupplyStateId" label="Place of supply" style={{ flex: 1 }}
                    rules={[{ required: true, message: 'Place of supply is required for an expense with GST' }]}>
                    <Select aria-label="Place of supply" placeholder="Select state" options={STATE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
                  </Form.Item>
                </Flex>
                <Flex gap={8} wrap>
                  {GST_AMOUNTS.map(([name, label]) => (
                    <Form.Item key={name} name={name} label={label} style={{ flex: '1 1 90px' }}
                      rules={name === 'taxableAmount' ? [{ required: true, message: 'Taxable value is required for an expense with GST' }] : []}>
                      <AmountInput prefix="₹" placeholder="0.00" aria-label={label} />
                    </Form.Item>
                  ))}
                </Flex>
                <Form.Item name="itcEligible" valuePropName="checked">
                  <Checkbox>Eligible for input tax credit (posted to Input GST)</Checkbox>
                </Form.Item>
                <Typography.Paragraph type="secondary">
                  IGST when the vendor&apos;s state differs from the place of supply, else CGST and SGST in equal halves; taxable value plus GST equals the amount.
                </Typography.Paragraph>
              </fieldset>
            )}
          </Form.Item>
        </>
      )}
      {isNew ? <BillPicker file={bill} onChange={setBill} /> : null}
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </FormPanel>
  );
}
