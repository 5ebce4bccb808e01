import { displayQuantity } from '@bizdesk/shared';
import { Alert, Form, Input, Table, Typography } from 'antd';
import { check } from '../../../shared/form-rules';
import { FormPanel } from '../../../shared/form-panel';
import type { SaleInvoice } from '../api/sales-types';
import { useCreditNoteMutation } from '../api/use-settlements';

interface CreditValues {
  quantities: Record<string, string>;
  reason?: string;
}

const FORM_ID = 'credit-note-form';
const QUANTITY = /^\d{1,10}(\.\d{1,3})?$/;
export const CREDIT_NOTE_MESSAGES = {
  quantity: 'Quantity must be 0 or more with at most 3 decimals',
  nothing: 'Enter the quantity returned on at least one line',
};

/**
 * "Credit Note" for a sale: the quantity returned per line (all of it by default, so a full cancellation is
 * one click). The server credits stock, tax and the sale proportionally and never more than is left.
 */
export function CreditNotePanel({ invoice, onClose, onSaved }: { invoice: SaleInvoice | null; onClose: () => void; onSaved: (message: string) => void }) {
  const save = useCreditNoteMutation();
  const [form] = Form.useForm<CreditValues>();
  const lines = invoice?.items ?? [];
  return (
    <FormPanel<CreditValues, { message: string }>
      open={invoice !== null}
      record={invoice}
      title={`Credit Note for ${invoice?.invoiceNumber ?? ''}`}
      formId={FORM_ID}
      width={640}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{ quantities: Object.fromEntries(lines.map((l) => [String(l.lineNo), displayQuantity(l.quantity)])), reason: '' }}
      intro={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title="The goods come back into the invoice's warehouse and the sale and its tax are reversed; what the customer still owes is reduced first, the rest is refunded."
        />
      }
      submit={(values) => {
        const items = lines
          .map((l) => ({ lineNo: l.lineNo, quantity: (values.quantities[String(l.lineNo)] ?? '').trim() }))
          .filter((l) => l.quantity !== '' && Number(l.quantity) > 0);
        if (items.length === 0) return Promise.reject(new Error(CREDIT_NOTE_MESSAGES.nothing));
        return save.mutateAsync({ saleInvoiceId: invoice!.id, items, reason: values.reason?.trim() || undefined });
      }}
    >
      <Table
        size="small"
        rowKey="lineNo"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Sold', dataIndex: 'quantity', align: 'right', render: (v: string) => displayQuantity(v) },
          {
            title: 'Returned',
            key: 'returned',
            width: 140,
            render: (_, l) => (
              <Form.Item name={['quantities', String(l.lineNo)]} rules={[check((v) => QUANTITY.test(v.trim()), CREDIT_NOTE_MESSAGES.quantity)]} noStyle={false} style={{ marginBottom: 0 }}>
                <Input inputMode="decimal" aria-label={`Returned ${l.productName}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      <Form.Item name="reason" label="Reason" rules={[{ max: 300, message: 'Reason must be at most 300 characters' }]} className="po-hint">
        <Input maxLength={300} placeholder="Damaged, wrong item, cancelled order ..." />
      </Form.Item>
      <Typography.Text type="secondary">Set a line to 0 to keep it; leave the quantities as sold to cancel the whole sale.</Typography.Text>
    </FormPanel>
  );
}
