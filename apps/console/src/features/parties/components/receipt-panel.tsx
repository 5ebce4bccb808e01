import { normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import { Alert, Form, Input, Select } from 'antd';
import { AmountInput } from '../../../shared/text-inputs';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { check } from '../../../shared/form-rules';
import { FormPanel } from '../../../shared/form-panel';
import { formatMoney } from '../../../shared/format';
import type { Party } from '../api/party-types';
import { useCustomerReceiptMutation } from '../api/use-customer-receipt';

interface ReceiptValues {
  settle: 'OLDEST' | 'OPENING';
  amount: string;
  receiptDate: Dayjs;
  account: 'CASH' | 'BANK';
  note?: string;
}

const FORM_ID = 'customer-receipt-form';
const AMOUNT = 'Amount must be greater than 0';

/**
 * "Receive Payment": money a customer pays against its opening balance and credit sales: the opening balance (the
 * oldest debt) and then the oldest open invoices, or the opening balance only.
 */
export function ReceiptPanel({ customer, onClose, onSaved }: { customer: Party | null; onClose: () => void; onSaved: (message: string) => void }) {
  const save = useCustomerReceiptMutation();
  const openingDue = tryParsePaise(customer?.openingBalanceDue ?? '0') ?? 0;
  return (
    <FormPanel<ReceiptValues, { message: string }>
      open={customer !== null}
      record={customer}
      title={`Receive Payment from ${customer?.name ?? ''}`}
      formId={FORM_ID}
      onClose={onClose}
      onSaved={onSaved}
      values={{ settle: 'OLDEST', amount: '', receiptDate: dayjs(), account: 'CASH', note: '' }}
      intro={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title={`Outstanding ${formatMoney(customer?.outstanding ?? '0')}${openingDue > 0 ? `, of which opening balance ${formatMoney(customer?.openingBalanceDue ?? '0')}` : ''}. The payment settles the opening balance first, then the oldest credit invoices, and is posted to Cash or Bank against Receivable.`}
        />
      }
      submit={(values) =>
        save.mutateAsync({
          customerId: customer!.id,
          amount: normalizeAmountInput(values.amount),
          // The opening balance only: the whole amount set against it (the API refuses more than is due on it).
          ...(values.settle === 'OPENING' ? { openingBalanceAmount: normalizeAmountInput(values.amount) } : {}),
          receiptDate: values.receiptDate.format('YYYY-MM-DD'),
          account: values.account,
          note: values.note?.trim() || undefined,
        })
      }
    >
      <Form.Item name="settle" label="Settle">
        <Select
          aria-label="Settle"
          options={[
            { value: 'OLDEST', label: openingDue > 0 ? 'Opening balance, then the oldest invoices' : 'The oldest invoices first' },
            ...(openingDue > 0 ? [{ value: 'OPENING', label: `Opening balance only (${formatMoney(customer?.openingBalanceDue ?? '0')} due)` }] : []),
          ]}
        />
      </Form.Item>
      <Form.Item name="amount" label="Amount" rules={[{ required: true, message: AMOUNT }, check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? 0) > 0, AMOUNT)]}>
        <AmountInput prefix="₹" placeholder="0.00" />
      </Form.Item>
      <Form.Item name="receiptDate" label="Date" rules={[dateRule, { required: true, message: 'Please select date' }]}>
        <DateField allowClear={false} aria-label="Date" />
      </Form.Item>
      <Form.Item name="account" label="Received Into" rules={[{ required: true, message: 'Account must be CASH or BANK' }]}>
        <Select aria-label="Received Into" options={[{ value: 'CASH', label: 'Cash' }, { value: 'BANK', label: 'Bank' }]} />
      </Form.Item>
      <Form.Item name="note" label="Note" rules={[{ max: 300, message: 'Note must be at most 300 characters' }]}>
        <Input maxLength={300} autoComplete="off" />
      </Form.Item>
    </FormPanel>
  );
}
