import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { FormPanel } from '../../../shared/form-panel';
import { useProductOptionsQuery } from '../../catalogue';
import { useStockTransferMutation } from '../api/use-stock-documents';
import { useWarehouseOptionsQuery } from '../api/use-warehouses';
import { StockLinesField } from './stock-lines-field';

interface TransferValues {
  fromWarehouseId?: number;
  toWarehouseId?: number;
  note?: string;
  items: { productId?: number; quantity?: string }[];
}

const FORM_ID = 'stock-transfer-form';
export const TRANSFER_MESSAGES = {
  from: 'Please select the warehouse to move from',
  to: 'Please select the warehouse to move to',
  same: 'Choose two different warehouses',
};

/** "Transfer Stock": goods out of one warehouse into another, in one numbered document (TRF/yyyy/nnnnn). */
/** What a saved transfer hands back to the page: its number and id (for its e-way bill). */
export interface SavedTransfer {
  id: number;
  transferNumber: string;
}

export function StockTransferPanel({ open, onClose, onSaved }: {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string, transfer: SavedTransfer) => void;
}) {
  const [form] = Form.useForm<TransferValues>();
  const transfer = useStockTransferMutation();
  const warehouses = useWarehouseOptionsQuery();
  const products = useProductOptionsQuery();
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }));
  const defaultWarehouse = warehouses.data?.find((w) => w.isDefault)?.id;

  // Goods usually leave the default warehouse: preselect it once the options are there.
  useEffect(() => {
    if (open && defaultWarehouse && !form.getFieldValue('fromWarehouseId')) form.setFieldValue('fromWarehouseId', defaultWarehouse);
  }, [open, defaultWarehouse, form]);

  return (
    <FormPanel<TransferValues, { message: string; data: SavedTransfer }>
      open={open}
      record={open || null}
      title="Transfer Stock"
      formId={FORM_ID}
      width={640}
      form={form}
      onClose={onClose}
      onSaved={(message, result) => onSaved(message, result.data)}
      values={{ fromWarehouseId: defaultWarehouse, items: [{ quantity: '1' }] }}
      intro={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title="The goods leave the first warehouse and arrive in the second today; both sides appear in the stock ledger. A warehouse cannot send more than it holds."
        />
      }
      submit={(values) =>
        transfer.mutateAsync({
          fromWarehouseId: values.fromWarehouseId!,
          toWarehouseId: values.toWarehouseId!,
          note: values.note?.trim() || undefined,
          items: values.items.map((l) => ({ productId: l.productId!, quantity: l.quantity!.trim() })),
        })
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="fromWarehouseId" label="From Warehouse" rules={[{ required: true, message: TRANSFER_MESSAGES.from }]}>
            <Select aria-label="From Warehouse" placeholder="Select warehouse" showSearch={{ optionFilterProp: 'label' }} options={warehouseOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="toWarehouseId"
            label="To Warehouse"
            dependencies={['fromWarehouseId']}
            rules={[
              { required: true, message: TRANSFER_MESSAGES.to },
              ({ getFieldValue }) => ({
                validator: (_, v?: number) => (v && v === getFieldValue('fromWarehouseId') ? Promise.reject(new Error(TRANSFER_MESSAGES.same)) : Promise.resolve()),
              }),
            ]}
          >
            <Select aria-label="To Warehouse" placeholder="Select warehouse" showSearch={{ optionFilterProp: 'label' }} options={warehouseOptions} />
          </Form.Item>
        </Col>
      </Row>
      <StockLinesField products={products.data ?? []} />
      <Form.Item name="note" label="Note" rules={[{ max: 300, message: 'Note must be at most 300 characters' }]} className="po-hint">
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
    </FormPanel>
  );
}
