import { Alert, Form, Input, Select } from 'antd';
import { FormPanel } from '../../../shared/form-panel';
import { useProductOptionsQuery } from '../../catalogue';
import { useStockAdjustmentMutation } from '../api/use-stock-documents';
import { useWarehouseOptionsQuery } from '../api/use-warehouses';
import { StockLinesField } from './stock-lines-field';

interface AdjustmentValues {
  warehouseId?: number;
  reason: string;
  items: { productId?: number; quantity?: string }[];
}

const FORM_ID = 'stock-adjustment-form';

/** "Adjust Stock": corrections in one warehouse (damage, expiry, a count) with the reason, numbered ADJ/yyyy/nnnnn. */
export function StockAdjustmentPanel({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (message: string) => void }) {
  const adjust = useStockAdjustmentMutation();
  const warehouses = useWarehouseOptionsQuery();
  const products = useProductOptionsQuery();

  return (
    <FormPanel<AdjustmentValues, { message: string }>
      open={open}
      record={open || null}
      title="Adjust Stock"
      formId={FORM_ID}
      width={640}
      onClose={onClose}
      onSaved={onSaved}
      values={{ warehouseId: warehouses.data?.find((w) => w.isDefault)?.id, reason: '', items: [{}] }}
      intro={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title="Each quantity is added to what the warehouse holds: 5 brings five in (a count found more), -2 takes two out (damaged, expired, lost). The reason is kept in the stock ledger."
        />
      }
      submit={(values) =>
        adjust.mutateAsync({
          warehouseId: values.warehouseId!,
          reason: values.reason.trim(),
          items: values.items.map((l) => ({ productId: l.productId!, quantity: l.quantity!.trim() })),
        })
      }
    >
      <Form.Item name="warehouseId" label="Warehouse" rules={[{ required: true, message: 'Please select warehouse' }]}>
        <Select aria-label="Warehouse" placeholder="Select warehouse" showSearch={{ optionFilterProp: 'label' }} options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))} />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Reason is required' }, { max: 300, message: 'Reason must be at most 300 characters' }]}
      >
        <Input maxLength={300} placeholder="Damaged in transit, expired, stock count ..." autoComplete="off" />
      </Form.Item>
      <StockLinesField products={products.data ?? []} signed />
    </FormPanel>
  );
}
