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
  amount: string;
  receiptDate: Dayjs;
  account: 'CASH' | 'BANK';
  note?: string;
}

const FORM_ID = 'customer-receipt-form';
const AMOUNT = 'Amount must be greater than 0';

/** "Receive Payment": money a customer pays against credit sales (the oldest open invoices first). */
export function ReceiptPanel({ customer, onClose, onSaved }: { customer: Party | null; onClose: () => void; onSaved: (message: string) => void }) {
  const save = useCustomerReceiptMutation();
  return (
    <FormPanel<ReceiptValues, { message: string }>
      open={customer !== null}
      record={customer}
      title={`Receive Payment from ${customer?.name ?? ''}`}
      formId={FORM_ID}
      onClose={onClose}
      onSaved={onSaved}
      values={{ amount: '', receiptDate: dayjs(), account: 'CASH', note: '' }}
      intro={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title={`Outstanding ${formatMoney(customer?.outstanding ?? '0')}. The payment settles the oldest credit invoices first and is posted to Cash or Bank against Receivable.`}
        />
      }
      submit={(values) =>
        save.mutateAsync({
          customerId: customer!.id,
          amount: normalizeAmountInput(values.amount),
          receiptDate: values.receiptDate.format('YYYY-MM-DD'),
          account: values.account,
          note: values.note?.trim() || undefined,
        })
      }
    >
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
