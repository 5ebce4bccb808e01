import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { tryParsePaise } from '@bizdesk/shared';
import { check } from '../../../shared/form-rules';
import type { Product } from '../../catalogue';

const MESSAGES = {
  product: 'Please select product',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  rate: 'Rate must be 0 or a positive amount with at most 2 decimals',
  gst: 'GST Percentage must be between 0 and 100 with at most 2 decimals',
  items: 'Add at least one item',
};

/** The order's lines: product, quantity, rate (the purchase price unless changed) and GST percent. */
export function PurchaseLinesField({ products }: { products: Product[] }) {
  const form = Form.useFormInstance();
  const options = useMemo(() => products.map((p) => ({ value: p.id, label: p.name })), [products]);
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);

  return (
    <Form.List
      name="items"
      rules={[{ validator: (_, items: unknown[]) => (items?.length ? Promise.resolve() : Promise.reject(new Error(MESSAGES.items))) }]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="po-lines">
          <Row gutter={8} className="po-lines__head">
            <Col span={9}><Typography.Text type="secondary">Product</Typography.Text></Col>
            <Col span={4}><Typography.Text type="secondary">Qty</Typography.Text></Col>
            <Col span={5}><Typography.Text type="secondary">Rate (₹)</Typography.Text></Col>
            <Col span={4}><Typography.Text type="secondary">GST %</Typography.Text></Col>
            <Col span={2} />
          </Row>
          {fields.map((field) => (
            <Row gutter={8} key={field.key} align="top">
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
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[{ required: true, message: MESSAGES.quantity }, check((v) => /^\d{1,10}(\.\d{1,3})?$/.test(v.trim()) && Number(v) > 0, MESSAGES.quantity)]}
                >
                  <Input inputMode="decimal" aria-label="Quantity" />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item name={[field.name, 'rate']} rules={[check((v) => (tryParsePaise(v.trim()) ?? -1) >= 0, MESSAGES.rate)]}>
                  <Input inputMode="decimal" aria-label="Rate" />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name={[field.name, 'gstPercent']} rules={[check((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100, MESSAGES.gst)]}>
                  <Input inputMode="decimal" aria-label="GST percent" />
                </Form.Item>
              </Col>
              <Col span={2}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove line" onClick={() => remove(field.name)} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ quantity: '1' })}>
            Add Item
          </Button>
        </div>
      )}
    </Form.List>
  );
}
