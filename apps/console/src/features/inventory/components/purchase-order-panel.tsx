import { normalizeAmountInput } from '@bizdesk/shared';
import { Alert, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { useProductOptionsQuery } from '../../catalogue';
import { usePartyOptionsQuery } from '../../parties';
import type { PurchaseOrderDetail } from '../api/inventory-types';
import { useSavePurchaseOrderMutation, useStockEntryMutation } from '../api/use-purchase-orders';
import { useTradeSettingsQuery } from '../api/use-trade-settings';
import { useWarehouseOptionsQuery } from '../api/use-warehouses';
import { draftTotals, type DraftLine } from '../purchase-totals';
import { PurchaseLinesField } from './purchase-lines-field';
import { TotalsTable } from './totals-table';
import '../inventory.css';

interface OrderFormValues {
  purchaseOrderNumber?: string;
  supplierId?: number;
  warehouseId?: number;
  purchaseDate?: Dayjs;
  note?: string;
  items: DraftLine[];
}

const FORM_ID = 'purchase-order-form';

/** 'order': create or edit a purchase order. 'stockEntry': stock received without an order. */
export type PurchasePanelMode = { kind: 'order'; order: PurchaseOrderDetail | null } | { kind: 'stockEntry' };

export type PurchaseOrderPanelProps = RecordPanelProps<'mode', PurchasePanelMode>;

/** "Manage Purchase Order", with the rules of spec point 4 as help text and live GST totals. */
export function PurchaseOrderPanel({ mode, onClose, onSaved }: PurchaseOrderPanelProps) {
  const [form] = Form.useForm<OrderFormValues>();
  const saveOrder = useSavePurchaseOrderMutation();
  const stockEntry = useStockEntryMutation();
  const suppliers = usePartyOptionsQuery('supplier');
  const warehouses = useWarehouseOptionsQuery();
  const products = useProductOptionsQuery();
  const settings = useTradeSettingsQuery();
  const order = mode?.kind === 'order' ? mode.order : null;
  const isStockEntry = mode?.kind === 'stockEntry';

  const items = Form.useWatch('items', form) ?? [];
  const supplierId = Form.useWatch('supplierId', form);
  const supplier = suppliers.data?.find((s) => s.id === supplierId);
  const companyState = settings.data?.companyStateId ?? null;
  const intraState = companyState !== null && supplier?.stateId === companyState;
  const byId = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);
  const totals = draftTotals(items, byId, intraState, supplier?.chargesGst ?? true);
  const defaultWarehouse = warehouses.data?.find((w) => w.isDefault)?.id;

  // A new order starts in the default warehouse once the options have loaded.
  useEffect(() => {
    if (mode?.kind === 'order' && !mode.order && defaultWarehouse && !form.getFieldValue('warehouseId')) {
      form.setFieldValue('warehouseId', defaultWarehouse);
    }
  }, [mode, defaultWarehouse, form]);

  const submit = (values: OrderFormValues) => {
    const lines = values.items.map((l) => ({
      productId: l.productId!,
      quantity: l.quantity!.trim(),
      // Enter in the Rate box submits before the box is left: "1,00,000.50" is read here too.
      ...(l.rate?.trim() ? { rate: normalizeAmountInput(l.rate) } : {}),
      ...(l.gstPercent?.trim() ? { gstPercent: l.gstPercent.trim() } : {}),
    }));
    return isStockEntry
      ? stockEntry.mutateAsync({
          supplierId: values.supplierId!,
          ...(values.warehouseId ? { warehouseId: values.warehouseId } : {}),
          purchaseDate: values.purchaseDate?.format('YYYY-MM-DD'),
          note: values.note?.trim() || undefined,
          items: lines,
        })
      : saveOrder.mutateAsync({
          id: order?.id ?? 0,
          purchaseOrderNumber: values.purchaseOrderNumber?.trim() || undefined,
          supplierId: values.supplierId!,
          warehouseId: values.warehouseId!,
          purchaseDate: values.purchaseDate!.format('YYYY-MM-DD'),
          note: values.note?.trim() || undefined,
          items: lines,
        });
  };

  return (
    <FormPanel<OrderFormValues, { message: string }>
      open={mode !== null}
      record={mode}
      title={isStockEntry ? 'Add Stock' : 'Manage Purchase Order'}
      width={794}
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      notice={
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title={
            isStockEntry
              ? 'Stock added without a purchase order: the system generates one, receives it into the chosen warehouse (the default when none is chosen) and locks it.'
              : 'Leave PO Number blank to number the order automatically for the financial year. Once stock is received the order is locked and can no longer be edited. If stock is added without a purchase order, the system generates one.'
          }
        />
      }
      values={{
        purchaseOrderNumber: order?.purchaseOrderNumber ?? '',
        supplierId: order?.supplierId,
        // A new order starts in the default warehouse (stock without an order: the default unless chosen).
        warehouseId: order?.warehouseId ?? (isStockEntry ? undefined : defaultWarehouse),
        purchaseDate: order ? dayjs(order.purchaseDate) : dayjs(),
        note: order?.note ?? '',
        items: order?.items.map((i) => ({ productId: i.productId, quantity: i.quantity.replace(/\.?0+$/, ''), rate: i.rate, gstPercent: String(i.gstPercent) })) ?? [{ quantity: '1' }],
      }}
      submit={submit}
    >
      <Row gutter={12}>
        {!isStockEntry ? (
          <Col xs={24} sm={8}>
            <Form.Item name="purchaseOrderNumber" label="PO Number">
              <Input placeholder="Automatic" maxLength={30} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} sm={isStockEntry ? 12 : 8}>
          <Form.Item name="supplierId" label="Supplier" rules={[{ required: true, message: 'Please select supplier' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select supplier"
              options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.stateName})` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={isStockEntry ? 12 : 8}>
          <Form.Item name="purchaseDate" label="Date" rules={[dateRule, { required: !isStockEntry, message: 'Please select date' }]}>
            <DateField allowClear={isStockEntry} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="warehouseId"
            label="Warehouse"
            rules={[{ required: !isStockEntry, message: 'Please select warehouse' }]}
            extra={isStockEntry ? 'The default warehouse when none is chosen.' : undefined}
          >
            <Select
              allowClear={isStockEntry}
              placeholder={defaultWarehouse ? 'Select warehouse' : 'Loading...'}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.isDefault ? `${w.name} (default)` : w.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="note" label="Note" rules={[{ max: 500, message: 'Note must be at most 500 characters' }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Items</Typography.Title>
      <PurchaseLinesField products={products.data ?? []} />
      <Flex justify="space-between" align="start" gap="middle" className="po-totals">
        <Typography.Text type="secondary">
          {!supplierId
            ? 'Totals are computed on the server when saved.'
            : supplier && !supplier.chargesGst
              ? 'Supplier not registered for GST (or composition): no GST on this purchase'
              : intraState ? 'Supplier in your state: CGST + SGST' : 'Supplier in another state: IGST'}
        </Typography.Text>
        <TotalsTable totals={totals} />
      </Flex>
    </FormPanel>
  );
}
