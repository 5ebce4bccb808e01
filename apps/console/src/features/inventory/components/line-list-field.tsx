import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Typography, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';

export const LINE_MESSAGES = {
  product: 'Please select product',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  items: 'Add at least one item',
};

export interface LineColumn {
  title: ReactNode;
  /** Of 24; the remove button takes the last 2. */
  span: number;
}

/**
 * A document's lines (form field `items`, at least one): a header row, one row per line with its remove button,
 * and Add Item. `children` renders a line's cells (a <Col> per column) for its Form.List field.
 */
export function LineListField({ columns, newLine, children }: {
  columns: LineColumn[];
  /** The values a new line starts with. */
  newLine: () => object;
  children: (field: FormListFieldData) => ReactNode;
}) {
  return (
    <Form.List
      name="items"
      rules={[{ validator: (_, items: unknown[]) => (items?.length ? Promise.resolve() : Promise.reject(new Error(LINE_MESSAGES.items))) }]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="po-lines">
          <Row gutter={8} className="po-lines__head">
            {columns.map((column, i) => (
              <Col key={i} span={column.span}><Typography.Text type="secondary">{column.title}</Typography.Text></Col>
            ))}
            <Col span={2} />
          </Row>
          {fields.map((field) => (
            <Row gutter={8} key={field.key} align="top">
              {children(field)}
              <Col span={2}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove line" onClick={() => remove(field.name)} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newLine())}>
            Add Item
          </Button>
        </div>
      )}
    </Form.List>
  );
}
