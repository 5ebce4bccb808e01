import { normalizeAmountInput } from '@bizdesk/shared';
import { useConfirmNegativeBalance } from '../../../shared/use-confirm-negative-balance';
import { displayQuantity, formatPaise, parsePaise } from '@bizdesk/shared';
import { Button, Descriptions, Divider, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { AmountInput } from '../../../shared/text-inputs';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { check } from '../../../shared/form-rules';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format';
import { SidePanel } from '../../../shared/side-panel';
import type { PurchaseOrderItem, PurchasePayment } from '../api/inventory-types';
import { usePurchaseOrderQuery, usePurchasePaymentMutation, useReceivePurchaseOrderMutation } from '../api/use-purchase-orders';
import { useWarehouseOptionsQuery } from '../api/use-warehouses';
import { PaymentStatusTag } from './payment-status-tag';
import { TotalsTable } from './totals-table';
import '../inventory.css';
import { useCan } from '../../../core/access';
import { dateColumn, moneyColumn } from '../../../shared/list-columns';

/** One order: lines, totals, payments; receive its stock (locks it) and record payments. */
export function PurchaseOrderView({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = usePurchaseOrderQuery(orderId);
  const warehouses = useWarehouseOptionsQuery();
  const receive = useReceivePurchaseOrderMutation();
  const pay = usePurchasePaymentMutation();
  const confirmNegative = useConfirmNegativeBalance();
  // Receiving and paying need purchases.write: a read-only role sees the order and its payments only.
  const mayWrite = useCan('purchases.write');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [receiveForm] = Form.useForm<{ warehouseId: number }>();
  const [payForm] = Form.useForm<{ amount: string; paymentDate: Dayjs; paymentMode: 'CASH' | 'BANK'; note?: string }>();
  const o = order.data;
  const balance = o ? parsePaise(o.totalAmount) - parsePaise(o.paidAmount) : 0;

  const run = async (action: () => Promise<{ message: string }>) => {
    setBanner(null);
    try {
      const { message } = await action();
      setBanner({ type: 'success', text: message });
      payForm.resetFields();
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel open={orderId !== null} title={o ? `Purchase Order ${o.purchaseOrderNumber}` : 'Purchase Order'} width={794} onClose={onClose}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {o ? (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'date', label: 'Date', children: formatDate(o.purchaseDate) },
              { key: 'supplier', label: 'Supplier', children: o.supplierName },
              { key: 'warehouse', label: 'Warehouse', children: o.warehouseName },
              { key: 'status', label: 'Payment', children: <PaymentStatusTag status={o.paymentStatus} /> },
              {
                key: 'lock',
                label: 'Stock',
                children: o.isLocked ? `Received ${formatDateTime(o.receivedAt)} into ${o.receivedWarehouseName ?? o.warehouseName}` : 'Not received',
              },
              { key: 'note', label: 'Note', children: o.note || '-' },
            ]}
          />
          <Table<PurchaseOrderItem>
            size="small"
            rowKey="lineNo"
            pagination={false}
            dataSource={o.items}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: '#', dataIndex: 'lineNo' },
              { title: 'Product', dataIndex: 'productName' },
              { title: 'HSN', dataIndex: 'hsn', render: (v: string | null) => v ?? '-' },
              { title: 'Qty', dataIndex: 'quantity', align: 'right', render: (v: string) => displayQuantity(v) },
              moneyColumn('Rate', 'rate'),
              moneyColumn('Taxable', 'taxableAmount'),
              { title: 'GST %', dataIndex: 'gstPercent', align: 'right', render: (v: number) => `${v}%` },
              {
                title: 'GST',
                key: 'gst',
                align: 'right',
                render: (_, i) => formatPaise(parsePaise(i.cgstAmount) + parsePaise(i.sgstAmount) + parsePaise(i.igstAmount)),
              },
              moneyColumn('CESS', 'cessAmount'),
              moneyColumn('Total', 'totalAmount'),
            ]}
          />
          <Flex justify="end" className="po-totals">
            <TotalsTable
              totals={{
                taxable: parsePaise(o.taxableAmount), cgst: parsePaise(o.cgstAmount), sgst: parsePaise(o.sgstAmount),
                igst: parsePaise(o.igstAmount), cess: parsePaise(o.cessAmount), total: parsePaise(o.totalAmount),
              }}
            />
          </Flex>

          {mayWrite && !o.isLocked ? (
            <>
              <Divider titlePlacement="start">Receive Stock</Divider>
              <Form
                form={receiveForm}
                layout="inline"
                initialValues={{ warehouseId: o.warehouseId }}
                onFinish={(v) => run(() => receive.mutateAsync({ purchaseOrderId: o.id, warehouseId: v.warehouseId }))}
              >
                <Form.Item name="warehouseId" label="Into" rules={[{ required: true, message: 'Please select warehouse' }]}>
                  <Select style={{ minWidth: 220 }} options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={receive.isPending}>
                  Receive Stock
                </Button>
              </Form>
              <Typography.Paragraph type="secondary" className="po-hint">
                Receiving adds the items to the warehouse's stock and locks this order: it can no longer be edited.
              </Typography.Paragraph>
            </>
          ) : null}

          <Divider titlePlacement="start">Payments</Divider>
          <Table<PurchasePayment>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={o.payments}
            locale={{ emptyText: 'No Record(s) Found.' }}
            columns={[
              dateColumn('Date', 'paymentDate'),
              { title: 'Mode', dataIndex: 'paymentMode' },
              moneyColumn('Amount', 'amount'),
              { title: 'Note', dataIndex: 'note', render: (v: string | null) => v ?? '-' },
              { title: 'Transaction', dataIndex: 'groupTransactionId', render: (v: string | null) => <span className="input-code">{v ?? '-'}</span> },
            ]}
          />
          <Typography.Paragraph className="po-hint">
            Paid {formatMoney(o.paidAmount)} of {formatMoney(o.totalAmount)}. Balance due <strong>{formatPaise(balance)}</strong>.
          </Typography.Paragraph>
          {balance > 0 && mayWrite ? (
            <Form
              form={payForm}
              layout="inline"
              initialValues={{ paymentDate: dayjs() }}
              onFinish={async (v) => {
                // No default account (issue 27): the user picks Cash or Bank, and is asked before it goes below zero.
                if (!(await confirmNegative({ subType: v.paymentMode }, v.amount))) return;
                await run(() => pay.mutateAsync({ purchaseOrderId: o.id, amount: normalizeAmountInput(v.amount), paymentDate: v.paymentDate.format('YYYY-MM-DD'), paymentMode: v.paymentMode, note: v.note?.trim() || undefined }));
              }}
            >
              <Form.Item
                name="amount"
                rules={[
                  { required: true, message: 'Amount is required' },
                  // Amounts as Indians write them ("2,990", "1,00,000.50") are read as the server reads them.
                  check((v) => (/^\d+(\.\d{1,2})?$/.test(normalizeAmountInput(v)) && Number(normalizeAmountInput(v)) > 0), 'Amount must be greater than 0'),
                ]}
              >
                <AmountInput placeholder="Amount (₹)" aria-label="Amount" style={{ width: 130 }} />
              </Form.Item>
              <Form.Item rules={[dateRule]} name="paymentDate">
                <DateField allowClear={false} />
              </Form.Item>
              <Form.Item name="paymentMode" rules={[{ required: true, message: 'Please select Cash or Bank' }]}>
                <Select style={{ width: 120 }} placeholder="Pay from" aria-label="Pay from" options={[{ value: 'CASH', label: 'Cash' }, { value: 'BANK', label: 'Bank' }]} />
              </Form.Item>
              <Form.Item name="note">
                <Input placeholder="Note" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={pay.isPending}>
                Record Payment
              </Button>
            </Form>
          ) : balance > 0 ? null : (
            <Tag color="green">Fully paid</Tag>
          )}
        </>
      ) : (
        <Typography.Text type="secondary">Please wait...</Typography.Text>
      )}
    </SidePanel>
  );
}
