import { Col, Form, Input, Select } from 'antd';
import { AmountInput } from '../../../shared/text-inputs';
import { useMemo } from 'react';
import { isValidQuantity, normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import { check } from '../../../shared/form-rules';
import type { Product } from '../../catalogue';
import { LINE_MESSAGES, LineListField } from './line-list-field';

const MESSAGES = {
  ...LINE_MESSAGES,
  rate: 'Rate must be 0 or a positive amount with at most 2 decimals',
  gst: 'GST Percentage must be between 0 and 100 with at most 2 decimals',
};

const COLUMNS = [
  { title: 'Product', span: 9 },
  { title: 'Qty', span: 4 },
  { title: 'Rate (₹)', span: 5 },
  { title: 'GST %', span: 4 },
];

/** The order's lines: product, quantity, rate (the purchase price unless changed) and GST percent. */
export function PurchaseLinesField({ products }: { products: Product[] }) {
  const form = Form.useFormInstance();
  const options = useMemo(() => products.map((p) => ({ value: p.id, label: p.name })), [products]);
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);

  return (
    <LineListField columns={COLUMNS} newLine={() => ({ quantity: '1' })}>
      {(field) => (
        <>
          <Col span={9}>
            <Form.Item name={[field.name, 'productId']} rules={[{ required: true, message: MESSAGES.product }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Product"
                options={options}
                aria-label="Product"
                onChange={(id: number) => {
                  const p = byId.get(id);
                  if (!p) return;
                  form.setFieldValue(['items', field.name, 'rate'], p.pp);
                  form.setFieldValue(['items', field.name, 'gstPercent'], String(p.taxPercent));
                }}
              />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name={[field.name, 'quantity']} rules={[{ required: true, message: MESSAGES.quantity }, check(isValidQuantity, MESSAGES.quantity)]}>
              <Input inputMode="decimal" aria-label="Quantity" />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name={[field.name, 'rate']} rules={[check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? -1) >= 0, MESSAGES.rate)]}>
              <AmountInput aria-label="Rate" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name={[field.name, 'gstPercent']} rules={[check((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100, MESSAGES.gst)]}>
              <Input inputMode="decimal" aria-label="GST percent" />
            </Form.Item>
          </Col>
        </>
      )}
    </LineListField>
  );
}
