import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { check } from '../../../shared/form-rules';
import type { Product } from '../../catalogue';

export const STOCK_LINE_MESSAGES = {
  product: 'Please select product',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  signedQuantity: 'Quantity must be a positive or negative number with at most 3 decimals (negative takes stock out)',
  items: 'Add at least one item',
};

const POSITIVE = /^\d{1,10}(\.\d{1,3})?$/;
const SIGNED = /^[+-]?\d{1,10}(\.\d{1,3})?$/;

/** A stock document's lines: product and quantity (signed for adjustments: negative takes stock out). */
export function StockLinesField({ products, signed = false }: { products: Product[]; signed?: boolean }) {
  const options = useMemo(() => products.map((p) => ({ value: p.id, label: p.name })), [products]);
  const quantityMessage = signed ? STOCK_LINE_MESSAGES.signedQuantity : STOCK_LINE_MESSAGES.quantity;
  return (
    <Form.List
      name="items"
      rules={[{ validator: (_, items: unknown[]) => (items?.length ? Promise.resolve() : Promise.reject(new Error(STOCK_LINE_MESSAGES.items))) }]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="po-lines">
          <Row gutter={8} className="po-lines__head">
            <Col span={15}><Typography.Text type="secondary">Product</Typography.Text></Col>
            <Col span={7}><Typography.Text type="secondary">{signed ? 'Quantity (+ in, − out)' : 'Quantity'}</Typography.Text></Col>
            <Col span={2} />
          </Row>
          {fields.map((field) => (
            <Row gutter={8} key={field.key} align="top">
              <Col span={15}>
                <Form.Item name={[field.name, 'productId']} rules={[{ required: true, message: STOCK_LINE_MESSAGES.product }]}>
                  <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Product" options={options} aria-label="Product" />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[
                    { required: true, message: quantityMessage },
                    check((v) => (signed ? SIGNED : POSITIVE).test(v.trim()) && Number(v) !== 0, quantityMessage),
                  ]}
                >
                  <Input inputMode={signed ? 'text' : 'decimal'} aria-label="Quantity" placeholder={signed ? '-2 or 5' : '1'} />
                </Form.Item>
              </Col>
              <Col span={2}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove line" onClick={() => remove(field.name)} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(signed ? {} : { quantity: '1' })}>
            Add Item
          </Button>
        </div>
      )}
    </Form.List>
  );
}
