import { isValidQuantity } from '@bizdesk/shared';
import { Col, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { check } from '../../../shared/form-rules';
import type { Product } from '../../catalogue';
import { LINE_MESSAGES, LineListField } from './line-list-field';

export const STOCK_LINE_MESSAGES = {
  ...LINE_MESSAGES,
  signedQuantity: 'Quantity must be a positive or negative number with at most 3 decimals (negative takes stock out)',
};

const SIGNED = /^[+-]?\d{1,10}(\.\d{1,3})?$/;

/** A stock document's lines: product and quantity (signed for adjustments: negative takes stock out). */
export function StockLinesField({ products, signed = false }: { products: Product[]; signed?: boolean }) {
  const options = useMemo(() => products.map((p) => ({ value: p.id, label: p.name })), [products]);
  const quantityMessage = signed ? STOCK_LINE_MESSAGES.signedQuantity : STOCK_LINE_MESSAGES.quantity;
  const validQuantity = signed ? (v: string) => SIGNED.test(v.trim()) && Number(v) !== 0 : isValidQuantity;
  return (
    <LineListField
      columns={[{ title: 'Product', span: 15 }, { title: signed ? 'Quantity (+ in, − out)' : 'Quantity', span: 7 }]}
      newLine={() => (signed ? {} : { quantity: '1' })}
    >
      {(field) => (
        <>
          <Col span={15}>
            <Form.Item name={[field.name, 'productId']} rules={[{ required: true, message: STOCK_LINE_MESSAGES.product }]}>
              <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Product" options={options} aria-label="Product" />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item name={[field.name, 'quantity']} rules={[{ required: true, message: quantityMessage }, check(validQuantity, quantityMessage)]}>
              <Input inputMode={signed ? 'text' : 'decimal'} aria-label="Quantity" placeholder={signed ? '-2 or 5' : '1'} />
            </Form.Item>
          </Col>
        </>
      )}
    </LineListField>
  );
}
