import { Alert, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { ResetOnOpen } from '../../../shared/form-reset-on-open';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { useProductOptionsQuery } from '../../catalogue/api/use-product-options-query';
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
  const [form] = Form.useForm<AdjustmentValues>();
  const adjust = useStockAdjustmentMutation();
  const warehouses = useWarehouseOptionsQuery();
  const products = useProductOptionsQuery();
  const [banner, setBanner] = useState<Banner | null>(null);

  const onFinish = async (values: AdjustmentValues) => {
    setBanner(null);
    try {
      const { message } = await adjust.mutateAsync({
        warehouseId: values.warehouseId!,
        reason: values.reason.trim(),
        items: values.items.map((l) => ({ productId: l.productId!, quantity: l.quantity!.trim() })),
      });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={open}
      title="Adjust Stock"
      width={640}
      onClose={onClose}
      footer={<FormPanelFooter formId={FORM_ID} saving={adjust.isPending} onClose={onClose} />}
    >
      <Alert
        className="feedback-banner"
        type="info"
        showIcon
        title="Each quantity is added to what the warehouse holds: 5 brings five in (a count found more), -2 takes two out (damaged, expired, lost). The reason is kept in the stock ledger."
      />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<AdjustmentValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ warehouseId: warehouses.data?.find((w) => w.isDefault)?.id, reason: '', items: [{}] }}
      >
        <ResetOnOpen record={open || null} />
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
      </Form>
    </SidePanel>
  );
}
