import { normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import { Alert, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { check } from '../../../shared/form-rules';
import { DateField, dateRule } from '../../../shared/date-field';
import { AmountInput } from '../../../shared/text-inputs';
import { FormPanel } from '../../../shared/form-panel';
import { formatMoney } from '../../../shared/format';
import { useConfirmNegativeBalance } from '../../../shared/use-confirm-negative-balance';
import type { Party } from '../api/party-types';
import { useSupplierOpeningPaymentMutation } from '../api/use-supplier-opening-payment';

interface OpeningPaymentValues {
  amount: string;
  paymentDate: Dayjs;
  paymentMode?: 'CASH' | 'BANK';
  note?: string;
}

const FORM_ID = 'supplier-opening-payment-form';
const AMOUNT = 'Amount must be greater than 0';

/**
 * "Pay Opening Balance": money paid to a supplier against what it was owed when the books started (a purchase order's
 * payments are made on the order). Like the purchase payment form, no account is preselected, and a payment that would
 * take Cash or Bank below zero is asked about first.
 */
export function OpeningPaymentPanel({ supplier, onClose, onSaved }: { supplier: Party | null; onClose: () => void; onSaved: (message: string) => void }) {
  const save = useSupplierOpeningPaymentMutation();
  const confirmNegative = useConfirmNegativeBalance();
  const due = tryParsePaise(supplier?.openingBalanceDue ?? '0') ?? 0;
  return (
    <FormPanel<OpeningPaymentValues, { message: string }>
      open={supplier !== null}
      record={supplier}
      title={`Pay Opening Balance to ${supplier?.name ?? ''}`}
      formId={FORM_ID}
      onClose={onClose}
      onSaved={onSaved}
      values={{ amount: '', paymentDate: dayjs(), paymentMode: undefined, note: '' }}
      intro={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title={`Opening balance due ${formatMoney(supplier?.openingBalanceDue ?? '0')} (outstanding ${formatMoney(supplier?.outstanding ?? '0')}). The payment is posted to Accounts Payable against Cash or Bank.`}
        />
      }
      submit={async (values) => {
        if (!(await confirmNegative({ subType: values.paymentMode }, normalizeAmountInput(values.amount)))) return null;
        return save.mutateAsync({
          supplierId: supplier!.id,
          amount: normalizeAmountInput(values.amount),
          paymentDate: values.paymentDate.format('YYYY-MM-DD'),
          paymentMode: values.paymentMode ?? null, // required by the form: never null here
          note: values.note?.trim() || undefined,
        });
      }}
    >
      <Form.Item
        name="amount"
        label="Amount"
        rules={[
          { required: true, message: AMOUNT },
          check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? 0) > 0, AMOUNT),
          check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? 0) <= due, `Amount cannot be more than the opening balance due of ${formatMoney(supplier?.openingBalanceDue ?? '0')}`),
        ]}
      >
        <AmountInput prefix="₹" placeholder="0.00" />
      </Form.Item>
      <Form.Item name="paymentDate" label="Date" rules={[{ required: true, message: 'Please select date' }, dateRule]}>
        <DateField allowClear={false} aria-label="Date" />
      </Form.Item>
      <Form.Item name="paymentMode" label="Pay From" rules={[{ required: true, message: 'Please select Cash or Bank' }]}>
        <Select placeholder="Cash or Bank" aria-label="Pay From" options={[{ value: 'CASH', label: 'Cash' }, { value: 'BANK', label: 'Bank' }]} />
      </Form.Item>
      <Form.Item name="note" label="Note" rules={[{ max: 300, message: 'Note must be at most 300 characters' }]}>
        <Input maxLength={300} autoComplete="off" />
      </Form.Item>
    </FormPanel>
  );
}
