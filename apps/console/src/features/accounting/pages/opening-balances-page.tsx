import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { APP_IDS, normalizeAmountInput, paiseToDecimalString, toThousandths, tryParsePaise } from '@bizdesk/shared';
import { Alert, Button, Card, Divider, Empty, Flex, Form, Input, Select, Typography } from 'antd';
import { DateField, dateRule } from '../../../shared/date-field';
import { AmountInput } from '../../../shared/text-inputs';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatMoney } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { useOpeningBalanceQuery, useOpeningOptionsQuery, useSaveOpeningBalanceMutation } from '../api/use-opening-balance';
import { ACCOUNT_PARENT } from './account-parent';
import '../accounting.css';
import { hasApplication, useCan } from '../../../core/access';
import { useUserData } from '../../../core/use-user-data';

/** Accounts whose openings are entered by customer, supplier and product (the server refuses them as accounts). */
const SUBLEDGER = new Set(['Stock in Hand', 'Accounts Receivable', 'Accounts Payable', 'Opening Balance Equity']);

interface Values {
  asOfDate: Dayjs;
  accounts: { accountId?: number; debit?: string; credit?: string }[];
  customers: { customerId?: number; amount?: string }[];
  suppliers: { supplierId?: number; amount?: string }[];
  stock: { productId?: number; warehouseId?: number; quantity?: string; unitCost?: string }[];
}

const paise = (v?: string) => tryParsePaise(normalizeAmountInput(v ?? '')) ?? 0;
const amountRule = { validator: (_: unknown, v?: string) => (!v || tryParsePaise(normalizeAmountInput(v)) !== null ? Promise.resolve() : Promise.reject(new Error('Enter an amount in rupees'))) };
const stockValue = (l: Values['stock'][number]) => {
  try {
    return Number((toThousandths(String(l.quantity ?? '0').trim() || '0') * BigInt(paise(l.unitCost)) * 2n + 1000n) / 2000n);
  } catch {
    return 0;
  }
};

/**
 * /account/opening-balances (issue 27): cash, bank, capital and other accounts, what customers owe and suppliers are owed,
 * and stock at cost, as the books start. The difference line shows what goes to Opening Balance Equity.
 */
export function OpeningBalancesPage() {
  const opening = useOpeningBalanceQuery();
  const withPos = hasApplication(useUserData()?.menu, APP_IDS.POS);
  const options = useOpeningOptionsQuery(withPos);
  const save = useSaveOpeningBalanceMutation();
  const [form] = Form.useForm<Values>();
  const [banner, setBanner] = useState<Banner | null>(null);
  const values = Form.useWatch([], form) as Values | undefined;

  useEffect(() => {
    const o = opening.data;
    if (!o) return;
    form.setFieldsValue({
      asOfDate: dayjs(o.asOfDate),
      accounts: o.accounts.map((a) => ({ accountId: a.accountId, debit: a.debit === '0.00' ? '' : a.debit, credit: a.credit === '0.00' ? '' : a.credit })),
      customers: o.customers.map((c) => ({ customerId: c.customerId, amount: c.amount })),
      suppliers: o.suppliers.map((s) => ({ supplierId: s.supplierId, amount: s.amount })),
      stock: o.stock.map((l) => ({ productId: l.productId, warehouseId: l.warehouseId, quantity: l.quantity, unitCost: l.unitCost })),
    });
  }, [opening.data, form]);

  const debit = (values?.accounts ?? []).reduce((s, a) => s + paise(a?.debit), 0) + (values?.customers ?? []).reduce((s, c) => s + paise(c?.amount), 0)
    + (values?.stock ?? []).reduce((s, l) => s + (l ? stockValue(l) : 0), 0);
  const credit = (values?.accounts ?? []).reduce((s, a) => s + paise(a?.credit), 0) + (values?.suppliers ?? []).reduce((s, c) => s + paise(c?.amount), 0);
  const difference = debit - credit;
  const o = options.data;
  const accountOptions = (o?.accounts ?? []).filter((a) => !SUBLEDGER.has(a.name)).map((a) => ({ value: a.id, label: a.name }));
  // A read-only role sees the opening balances but cannot change them (the API's accounting.write), like a locked year.
  const mayWrite = useCan('accounting.write');
  const locked = opening.data?.locked ?? false;
  const readOnly = locked || !mayWrite;

  const onFinish = async (v: Values) => {
    setBanner(null);
    try {
      const res = await save.mutateAsync({
        asOfDate: v.asOfDate.format('YYYY-MM-DD'),
        accounts: (v.accounts ?? []).filter((a) => a.accountId).map((a) => ({ accountId: a.accountId!, debit: normalizeAmountInput(a.debit ?? '') || '0', credit: normalizeAmountInput(a.credit ?? '') || '0' })),
        customers: (v.customers ?? []).filter((c) => c.customerId).map((c) => ({ customerId: c.customerId!, amount: normalizeAmountInput(c.amount ?? '') || '0' })),
        suppliers: (v.suppliers ?? []).filter((c) => c.supplierId).map((c) => ({ supplierId: c.supplierId!, amount: normalizeAmountInput(c.amount ?? '') || '0' })),
        stock: (v.stock ?? []).filter((l) => l.productId && l.warehouseId).map((l) => ({
          productId: l.productId!, warehouseId: l.warehouseId!, quantity: String(l.quantity ?? '').trim(), unitCost: normalizeAmountInput(l.unitCost ?? '') || '0',
        })),
      });
      setBanner({ type: 'success', text: res.message });
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  const removeButton = (remove: () => void, label: string) => <Button aria-label={label} icon={<DeleteOutlined />} onClick={remove} disabled={readOnly} />;

  return (
    <PageFrame title="Opening balances" parent={ACCOUNT_PARENT} loading={opening.isFetching || options.isFetching}>
      <FeedbackBanner banner={banner} />
      {opening.isError ? <FeedbackBanner banner={{ type: 'warning', text: errorMessage(opening.error) }} /> : null}
      {locked ? <Alert type="info" showIcon message="The first financial year is locked: the opening balances can no longer change." /> : null}
      <Typography.Paragraph type="secondary">
        What the business had and owed on the day its books start here: cash, bank, capital and loans by account, what each customer owes
        and each supplier is owed, and the stock on hand at cost. One journal carries them; the difference goes to Opening Balance Equity.
      </Typography.Paragraph>
      <Card loading={opening.isPending}>
        <Form form={form} layout="vertical" onFinish={onFinish} disabled={readOnly} initialValues={{ accounts: [], customers: [], suppliers: [], stock: [] }}>
          <Form.Item name="asOfDate" label="As of" rules={[dateRule, { required: true, message: 'As of date must be a valid date' }]}>
            <DateField allowClear={false} aria-label="As of" />
          </Form.Item>

          <Divider titlePlacement="start">Accounts</Divider>
          <Form.List name="accounts">
            {(fields, { add, remove }) => (
              <>
                {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No account balances yet" /> : null}
                {fields.map((f) => (
                  <Flex key={f.key} gap="small" align="start" wrap>
                    <Form.Item name={[f.name, 'accountId']} rules={[{ required: true, message: 'Please select account' }]}>
                      <Select style={{ width: 240 }} placeholder="Account" aria-label="Account" options={accountOptions} showSearch={{ optionFilterProp: 'label' }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'debit']} rules={[amountRule]}><AmountInput placeholder="Debit" aria-label="Debit" style={{ width: 150 }} /></Form.Item>
                    <Form.Item name={[f.name, 'credit']} rules={[amountRule]}><AmountInput placeholder="Credit" aria-label="Credit" style={{ width: 150 }} /></Form.Item>
                    {removeButton(() => remove(f.name), 'Remove account')}
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})}>Add account</Button>
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">Customers (they owe)</Divider>
          {withPos ? null : <Typography.Paragraph type="secondary">Customer openings need the POS subscription, which keeps customers.</Typography.Paragraph>}
          <Form.List name="customers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Flex key={f.key} gap="small" align="start" wrap>
                    <Form.Item name={[f.name, 'customerId']} rules={[{ required: true, message: 'Please select customer' }]}>
                      <Select style={{ width: 240 }} placeholder="Customer" aria-label="Customer" options={(o?.customers ?? []).map((c) => ({ value: c.id, label: c.name }))} showSearch={{ optionFilterProp: 'label' }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'amount']} rules={[amountRule]}><AmountInput placeholder="Amount" aria-label="Customer amount" style={{ width: 150 }} /></Form.Item>
                    {removeButton(() => remove(f.name), 'Remove customer')}
                  </Flex>
                ))}
                {withPos ? <Button icon={<PlusOutlined />} onClick={() => add({})}>Add customer</Button> : null}
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">Suppliers (owed to them)</Divider>
          {withPos ? null : <Typography.Paragraph type="secondary">Supplier openings need the POS subscription, which keeps suppliers.</Typography.Paragraph>}
          <Form.List name="suppliers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Flex key={f.key} gap="small" align="start" wrap>
                    <Form.Item name={[f.name, 'supplierId']} rules={[{ required: true, message: 'Please select supplier' }]}>
                      <Select style={{ width: 240 }} placeholder="Supplier" aria-label="Supplier" options={(o?.suppliers ?? []).map((c) => ({ value: c.id, label: c.name }))} showSearch={{ optionFilterProp: 'label' }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'amount']} rules={[amountRule]}><AmountInput placeholder="Amount" aria-label="Supplier amount" style={{ width: 150 }} /></Form.Item>
                    {removeButton(() => remove(f.name), 'Remove supplier')}
                  </Flex>
                ))}
                {withPos ? <Button icon={<PlusOutlined />} onClick={() => add({})}>Add supplier</Button> : null}
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">Stock at cost</Divider>
          {withPos ? null : <Typography.Paragraph type="secondary">Stock openings need the POS subscription, which keeps products and warehouses.</Typography.Paragraph>}
          <Form.List name="stock">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Flex key={f.key} gap="small" align="start" wrap>
                    <Form.Item name={[f.name, 'productId']} rules={[{ required: true, message: 'Please select product' }]}>
                      <Select style={{ width: 220 }} placeholder="Product" aria-label="Product" options={(o?.products ?? []).map((p) => ({ value: p.id, label: p.name }))} showSearch={{ optionFilterProp: 'label' }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'warehouseId']} rules={[{ required: true, message: 'Please select warehouse' }]}>
                      <Select style={{ width: 180 }} placeholder="Warehouse" aria-label="Warehouse" options={(o?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'quantity']} rules={[{ required: true, message: 'Quantity is required' }]}><Input placeholder="Quantity" aria-label="Quantity" style={{ width: 110 }} /></Form.Item>
                    <Form.Item name={[f.name, 'unitCost']} rules={[{ required: true, message: 'Unit cost is required' }, amountRule]}><AmountInput placeholder="Unit cost" aria-label="Unit cost" style={{ width: 130 }} /></Form.Item>
                    <Typography.Text className="acc-sub" style={{ paddingTop: 6 }}>{formatMoney(paiseToDecimalString(stockValue(values?.stock?.[f.name] ?? {})))}</Typography.Text>
                    {removeButton(() => remove(f.name), 'Remove stock line')}
                  </Flex>
                ))}
                {withPos ? <Button icon={<PlusOutlined />} onClick={() => add({})}>Add stock</Button> : null}
              </>
            )}
          </Form.List>

          <Divider />
          <table className="acc-statement" aria-label="Opening totals">
            <tbody>
              <tr><td>Total debit</td><td>{formatMoney(paiseToDecimalString(debit))}</td></tr>
              <tr><td>Total credit</td><td>{formatMoney(paiseToDecimalString(credit))}</td></tr>
              <tr className="acc-statement__total">
                <td>Difference (to Opening Balance Equity, {difference > 0 ? 'credited' : difference < 0 ? 'debited' : 'nothing'})</td>
                <td data-testid="opening-difference">{formatMoney(paiseToDecimalString(difference))}</td>
              </tr>
            </tbody>
          </table>
          <Flex justify="end" style={{ marginTop: 16 }}>
            {mayWrite ? (
              <Button type="primary" htmlType="submit" loading={save.isPending} disabled={locked}>Save opening balances</Button>
            ) : null}
          </Flex>
        </Form>
      </Card>
    </PageFrame>
  );
}
