import { DollarOutlined, FileExcelOutlined, RollbackOutlined } from '@ant-design/icons';
import { OFFLINE_PAYMENT_MODE_LABELS } from './offline-payment-modes';
import { normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import { Button, Flex, Form, Input, Modal, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { toast } from '../../../core/toast';
import { formatDate, formatMoney } from '../../../shared/format';
import { DateField, dateRule } from '../../../shared/date-field';
import { check } from '../../../shared/form-rules';
import { AmountInput } from '../../../shared/text-inputs';
import {
  useDoublePaymentsQuery, useIssueCreditNoteMutation, useMarkRefundedMutation, useRecordPaymentMutation, type DoublePayment, type InvoiceDetails,
} from '../api/billing-api';
import { dateColumn, moneyColumn } from '../../../shared/list-columns';

type Dialog = 'payment' | 'credit' | { refund: DoublePayment } | null;

/** A date field's value as the API writes it. */
const isoDay = (d: Dayjs | null | undefined) => (d ?? dayjs()).format('YYYY-MM-DD');

/**
 * The provider's actions on an invoice (issue 30 item 4): Record payment (bank transfer, UPI, cheque) while
 * something is due, Issue credit note (all that is not yet credited, or one line for an amount), and the
 * invoice's double payments with Mark refunded.
 */
export function InvoiceProviderActions({ invoice }: { invoice: InvoiceDetails }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const doubles = useDoublePaymentsQuery(invoice.id);
  const record = useRecordPaymentMutation();
  const credit = useIssueCreditNoteMutation();
  const refund = useMarkRefundedMutation();
  const [paymentForm] = Form.useForm<{ mode: 'BANK_TRANSFER' | 'UPI' | 'CHEQUE'; reference: string; paidOn: Dayjs }>();
  const [creditForm] = Form.useForm<{ reason: string; lineNo: number | null; amount: string }>();
  const [refundForm] = Form.useForm<{ reference: string; refundedOn: Dayjs }>();
  const due = Number(invoice.amountDue) > 0;
  const close = () => setDialog(null);
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toast.success((await work()).message);
      close();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const doubleColumns: TableColumnsType<DoublePayment> = [
    { title: 'Payment', dataIndex: 'merchantOrderId' },
    moneyColumn('Amount', 'amount'),
    dateColumn('Paid On', 'paidOn'),
    {
      title: 'Refund',
      key: 'refund',
      render: (_v, p) => (p.refundedOn ? `${formatDate(p.refundedOn)} (${p.refundReference})` : (
        <Button size="small" icon={<RollbackOutlined />} onClick={() => { refundForm.resetFields(); setDialog({ refund: p }); }}>Mark refunded</Button>
      )),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        {invoice.paymentStatus !== 'PAID' && due ? (
          <Button icon={<DollarOutlined />} onClick={() => { paymentForm.resetFields(); setDialog('payment'); }}>Record payment</Button>
        ) : null}
        {Number(invoice.credited) < Number(invoice.total) ? (
          <Button icon={<FileExcelOutlined />} onClick={() => { creditForm.resetFields(); setDialog('credit'); }}>Issue credit note</Button>
        ) : null}
        {Number(invoice.credited) > 0 ? <Typography.Text type="secondary">Credited {formatMoney(invoice.credited)}; due {formatMoney(invoice.amountDue)}</Typography.Text> : null}
      </Flex>
      {doubles.data && doubles.data.length > 0 ? (
        <Table<DoublePayment> rowKey="orderId" size="small" columns={doubleColumns} dataSource={doubles.data} pagination={false}
          title={() => 'Paid twice: refund these'} loading={doubles.isFetching} />
      ) : null}

      <Modal title={`Record payment of ${invoice.invoiceNo}`} open={dialog === 'payment'} okText="Record" confirmLoading={record.isPending}
        onOk={() => paymentForm.submit()} onCancel={close} destroyOnHidden>
        <Form form={paymentForm} layout="vertical" initialValues={{ mode: 'BANK_TRANSFER', paidOn: dayjs() }}
          onFinish={(v) => run(() => record.mutateAsync({ invoiceId: invoice.id, mode: v.mode, reference: v.reference.trim(), paidOn: isoDay(v.paidOn) }))}>
          <Typography.Paragraph>Amount: {formatMoney(invoice.amountDue)}</Typography.Paragraph>
          <Form.Item name="mode" label="Payment Mode" rules={[{ required: true, message: 'Payment mode is required' }]}>
            <Select options={Object.entries(OFFLINE_PAYMENT_MODE_LABELS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="reference" label="Reference (UTR, UPI reference or cheque number)" rules={[{ required: true, whitespace: true, message: 'Reference is required' }, { max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="paidOn" label="Received On" rules={[{ required: true, message: 'Date is required' }, dateRule]}>
            <DateField
              disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs(invoice.invoiceDate), 'day')} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal title={`Credit note against ${invoice.invoiceNo}`} open={dialog === 'credit'} okText="Issue" confirmLoading={credit.isPending}
        onOk={() => creditForm.submit()} onCancel={close} destroyOnHidden>
        <Form form={creditForm} layout="vertical" initialValues={{ lineNo: null, amount: '' }}
          onFinish={(v) => run(() => credit.mutateAsync({
            invoiceId: invoice.id, reason: v.reason.trim(),
            ...(v.lineNo ? { lines: [{ lineNo: v.lineNo, ...(v.amount?.trim() ? { amount: normalizeAmountInput(v.amount) } : {}) }] } : {}),
          }))}>
          <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 300 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="lineNo" label="Line" extra="Leave empty to credit everything not yet credited (a full credit note).">
            <Select allowClear placeholder="Every line"
              options={invoice.items.map((i) => ({ value: i.lineNo, label: `${i.lineNo}. ${i.description} (${formatMoney(i.amount)})` }))} />
          </Form.Item>
          <Form.Item name="amount" label="Taxable amount to credit (₹)" extra="Leave empty for the rest of the line; GST is added as on the invoice."
            rules={[check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? 0) > 0, 'Amount must be greater than 0')]}>
            <AmountInput />
          </Form.Item>
        </Form>
      </Modal>

      <Modal title="Mark refunded" open={typeof dialog === 'object' && dialog !== null} okText="Mark refunded" confirmLoading={refund.isPending}
        onOk={() => refundForm.submit()} onCancel={close} destroyOnHidden>
        <Form form={refundForm} layout="vertical" initialValues={{ refundedOn: dayjs() }}
          onFinish={(v) => {
            if (typeof dialog !== 'object' || dialog === null) return;
            void run(() => refund.mutateAsync({ orderId: dialog.refund.orderId, reference: v.reference.trim(), refundedOn: isoDay(v.refundedOn) }));
          }}>
          <Form.Item name="reference" label="Refund reference" rules={[{ required: true, whitespace: true, message: 'Reference is required' }, { max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="refundedOn" label="Refunded On" rules={[{ required: true, message: 'Date is required' }, dateRule]}>
            <DateField disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
