import { DeleteOutlined, MinusOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { displayQuantity, formatPaise } from '@bizdesk/shared';
import { Button, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import { formatMoney } from '../../../shared/format';
import type { PartyOption } from '../../parties';
import type { WarehouseOption } from '../../inventory';
import type { PaymentMode } from '../api/sales-types';
import { exceedsStock, isValidQuantity, stepQuantity, type CartLine, type CartTotals } from '../cart';

export interface CartPanelProps {
  lines: CartLine[];
  totals: CartTotals;
  customers: PartyOption[];
  customerId: number | null;
  companyStateName: string | null;
  collectsGst: boolean;
  warehouses: WarehouseOption[];
  warehouseId: number | null;
  paymentMode: PaymentMode;
  /** On hand per product in the warehouse sold from, and whether sales may go below zero. */
  stock: Map<number, string>;
  allowNegativeStock: boolean;
  busy: boolean;
  onWarehouse: (id: number) => void;
  onPaymentMode: (mode: PaymentMode) => void;
  onCustomer: (id: number | null) => void;
  onQuantity: (productId: number, quantity: string) => void;
  onRemove: (productId: number) => void;
  /** Absent when the role cannot sell (sales.write): the cart prices the lines, with no Checkout. */
  onCheckout?: () => void;
}

const WALK_IN = 0;

/** The cart: customer (walk-in by default), lines with per-line GST, totals, amount in words, checkout. */
export function CartPanel(props: CartPanelProps) {
  const { lines, totals, customers, customerId, busy } = props;
  const customer = customers.find((c) => c.id === customerId);
  const split = totals.intraState ? 'CGST + SGST' : 'IGST';
  const short = (line: CartLine) => exceedsStock(line, props.stock.get(line.product.id), props.allowNegativeStock);
  const warehouseName = props.warehouses.find((w) => w.id === props.warehouseId)?.name ?? 'this warehouse';
  const valid = lines.length > 0 && lines.every((l) => isValidQuantity(l.quantity) && !short(l));
  // priceCart leaves out lines with an unfinished quantity: match the priced lines back by order.
  const validLines = lines.filter((l) => isValidQuantity(l.quantity));
  const pricedOf = (line: CartLine) => {
    const i = validLines.indexOf(line);
    return i >= 0 ? totals.lines[i] ?? null : null;
  };

  return (
    <Card className="pos-cart" title={<span><ShoppingCartOutlined /> Cart</span>} size="small">
      <label className="pos-cart__label" htmlFor="pos-warehouse">Sell from</label>
      <Select
        id="pos-warehouse"
        value={props.warehouseId ?? undefined}
        onChange={(v: number) => props.onWarehouse(v)}
        options={props.warehouses.map((w) => ({ value: w.id, label: w.isDefault ? `${w.name} (default)` : w.name }))}
        style={{ width: '100%' }}
        aria-label="Warehouse"
      />
      <label className="pos-cart__label" htmlFor="pos-customer">Customer</label>
      <Select
        id="pos-customer"
        showSearch={{ optionFilterProp: 'label' }}
        value={customerId ?? WALK_IN}
        onChange={(v: number) => props.onCustomer(v === WALK_IN ? null : v)}
        options={[{ value: WALK_IN, label: 'Walk-in Customer' }, ...customers.map((c) => ({ value: c.id, label: `${c.name} (${c.stateName})` }))]}
        style={{ width: '100%' }}
        aria-label="Customer"
      />
      <Typography.Text type="secondary" className="pos-cart__supply">
        {!props.collectsGst
          ? 'Bill of supply: no GST is charged (no GSTIN, or composition)'
          : customer
            ? `Place of supply ${customer.stateName}: ${split}`
            : props.companyStateName
              ? `Walk-in sale in ${props.companyStateName}: ${split}`
              : 'Company GST state unknown: IGST'}
      </Typography.Text>
      <label className="pos-cart__label" htmlFor="pos-payment">Payment</label>
      <Select
        id="pos-payment"
        value={props.paymentMode}
        onChange={(v: PaymentMode) => props.onPaymentMode(v)}
        options={[
          { value: 'CASH', label: 'Cash' },
          { value: 'BANK', label: 'Bank / card / UPI' },
          { value: 'CREDIT', label: 'On credit', disabled: !customer },
        ]}
        style={{ width: '100%' }}
        aria-label="Payment"
      />
      {customer && props.paymentMode === 'CREDIT' ? (
        <Typography.Text type="secondary" className="pos-cart__supply">
          Credit limit {formatMoney(customer.creditLimit ?? '0')} · outstanding {formatMoney(customer.outstanding ?? '0')}
        </Typography.Text>
      ) : null}

      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The cart is empty. Pick products on the left." />
      ) : (
        <div className="pos-cart__lines">
          {lines.map((line) => {
            const priced = pricedOf(line);
            return (
              <div key={line.product.id} className="pos-line" data-testid="cart-line">
                <Flex justify="space-between" align="start" gap="small">
                  <div>
                    <Typography.Text strong>{line.product.name}</Typography.Text>
                    <div>
                      <Typography.Text type="secondary">
                        {formatMoney(line.product.sp)} x {line.quantity} · HSN {line.product.hsn ?? '-'} · GST {line.product.taxPercent}%
                      </Typography.Text>
                    </div>
                  </div>
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`Remove ${line.product.name}`} onClick={() => props.onRemove(line.product.id)} />
                </Flex>
                <Flex justify="space-between" align="center" gap="small" className="pos-line__row">
                  <Flex align="center" gap={4}>
                    <Button size="small" icon={<MinusOutlined />} aria-label={`One less ${line.product.name}`} onClick={() => props.onQuantity(line.product.id, stepQuantity(line.quantity, -1))} />
                    <Input
                      size="small"
                      className="pos-line__qty"
                      value={line.quantity}
                      inputMode="decimal"
                      aria-label={`Quantity of ${line.product.name}`}
                      status={isValidQuantity(line.quantity) && !short(line) ? undefined : 'error'}
                      onChange={(e) => props.onQuantity(line.product.id, e.target.value)}
                    />
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      aria-label={`One more ${line.product.name}`}
                      disabled={short({ ...line, quantity: stepQuantity(line.quantity, 1) })}
                      onClick={() => props.onQuantity(line.product.id, stepQuantity(line.quantity, 1))}
                    />
                  </Flex>
                  <Typography.Text strong>{priced ? formatPaise(priced.total) : '-'}</Typography.Text>
                </Flex>
                {short(line) ? (
                  <Typography.Text type="danger" className="pos-line__short">
                    Only {displayQuantity(props.stock.get(line.product.id) ?? '0')} in stock in {warehouseName}
                  </Typography.Text>
                ) : null}
                {priced ? (
                  <Typography.Text type="secondary" className="pos-line__tax">
                    Taxable {formatPaise(priced.taxable)}
                    {totals.intraState ? ` · CGST ${formatPaise(priced.cgst)} · SGST ${formatPaise(priced.sgst)}` : ` · IGST ${formatPaise(priced.igst)}`}
                    {priced.cess > 0 ? ` · CESS ${formatPaise(priced.cess)}` : ''}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger">Quantity must be greater than 0 with at most 3 decimals</Typography.Text>
                )}
              </div>
            );
          })}
        </div>
      )}

      <table className="pos-totals" aria-label="Cart totals">
        <tbody>
          <tr><th>Taxable Value</th><td>{formatPaise(totals.taxable)}</td></tr>
          {totals.intraState ? (
            <>
              <tr><th>CGST</th><td>{formatPaise(totals.cgst)}</td></tr>
              <tr><th>SGST</th><td>{formatPaise(totals.sgst)}</td></tr>
            </>
          ) : (
            <tr><th>IGST</th><td>{formatPaise(totals.igst)}</td></tr>
          )}
          {totals.cess > 0 ? <tr><th>CESS</th><td>{formatPaise(totals.cess)}</td></tr> : null}
          {totals.roundOff !== 0 ? <tr><th>Round Off</th><td>{formatPaise(totals.roundOff)}</td></tr> : null}
          <tr className="pos-totals__grand"><th>Total</th><td>{formatPaise(totals.grandTotal)}</td></tr>
        </tbody>
      </table>
      <Typography.Paragraph className="pos-words" data-testid="amount-in-words">
        {totals.grandTotal > 0 ? totals.words : ''}
      </Typography.Paragraph>
      {props.onCheckout ? (
        <Button type="primary" size="large" block disabled={!valid} loading={busy} onClick={props.onCheckout}>
          Checkout
        </Button>
      ) : null}
    </Card>
  );
}
