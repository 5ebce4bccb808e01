import { DeleteOutlined, InboxOutlined, MinusOutlined, PauseCircleOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { changeDue, displayQuantity, formatPaise, normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import { Button, Empty, Flex, Input, Select, Typography } from 'antd';
import { LightCard } from '../../../shared/light-card';
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
  /** A line's discount as typed ("10%" or "25"), the bill's, and the cash handed over (a cash sale). */
  onDiscount: (productId: number, text: string) => void;
  billDiscount: string;
  onBillDiscount: (text: string) => void;
  cashReceived: string;
  onCashReceived: (text: string) => void;
  /** Held bills: how many, hold this cart, open the list. */
  heldCount: number;
  onHold?: () => void;
  onShowHeld: () => void;
  /** Absent when the role cannot sell (sales.write): the cart prices the lines, with no Checkout. */
  onCheckout?: () => void;
}

/** Cash typed as people write it ("2,100", "₹500"), in paise; null while empty or not an amount. */
export function cashPaise(text: string): number | null {
  const value = normalizeAmountInput(text.trim());
  return value ? tryParsePaise(value) : null;
}

/** Whether the cart may be checked out: lines with good quantities in stock, discounts that fit, enough cash. */
export function cartReady(props: Pick<CartPanelProps, 'lines' | 'totals' | 'stock' | 'allowNegativeStock' | 'paymentMode' | 'cashReceived'>): boolean {
  const { lines, totals } = props;
  if (lines.length === 0 || totals.grandTotal <= 0) return false;
  if (!lines.every((l) => isValidQuantity(l.quantity) && !exceedsStock(l, props.stock.get(l.product.id), props.allowNegativeStock))) return false;
  if (totals.lineProblems.some(Boolean) || totals.billProblem) return false;
  if (props.paymentMode === 'CASH' && props.cashReceived.trim()) {
    const cash = cashPaise(props.cashReceived);
    return cash !== null && changeDue(cash, totals.grandTotal) !== null;
  }
  return true;
}

const WALK_IN = 0;

/** The cart: customer (walk-in by default), lines with per-line GST, totals, amount in words, checkout. */
export function CartPanel(props: CartPanelProps) {
  const { lines, totals, customers, customerId, busy } = props;
  const customer = customers.find((c) => c.id === customerId);
  const split = totals.intraState ? 'CGST + SGST' : 'IGST';
  const short = (line: CartLine) => exceedsStock(line, props.stock.get(line.product.id), props.allowNegativeStock);
  const warehouseName = props.warehouses.find((w) => w.id === props.warehouseId)?.name ?? 'this warehouse';
  const valid = cartReady(props);
  const cash = props.cashReceived.trim() ? cashPaise(props.cashReceived) : null;
  const change = cash === null ? null : changeDue(cash, totals.grandTotal);

  return (
    <LightCard className="pos-cart" title={<span><ShoppingCartOutlined /> Cart</span>} size="small">
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
          {lines.map((line, index) => {
            const priced = totals.priced[index] ?? null;
            const problem = totals.lineProblems[index] ?? null;
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
                      onKeyDown={(e) => {
                        // Arrow keys step the quantity: the cart works from the keyboard alone.
                        if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                          e.preventDefault();
                          const next = stepQuantity(line.quantity, e.key === 'ArrowUp' ? 1 : -1);
                          if (e.key === 'ArrowDown' || !short({ ...line, quantity: next })) props.onQuantity(line.product.id, next);
                        }
                      }}
                    />
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      aria-label={`One more ${line.product.name}`}
                      disabled={short({ ...line, quantity: stepQuantity(line.quantity, 1) })}
                      onClick={() => props.onQuantity(line.product.id, stepQuantity(line.quantity, 1))}
                    />
                  </Flex>
                  <Input
                    size="small"
                    className="pos-line__discount"
                    value={line.discount ?? ''}
                    placeholder="Disc. ₹/%"
                    aria-label={`Discount on ${line.product.name}`}
                    status={problem ? 'error' : undefined}
                    onChange={(e) => props.onDiscount(line.product.id, e.target.value)}
                  />
                  <Typography.Text strong data-testid="line-total">{priced ? formatPaise(priced.total) : '-'}</Typography.Text>
                </Flex>
                {problem ? <Typography.Text type="danger" className="pos-line__short">{problem}</Typography.Text> : null}
                {priced && priced.discount > 0 ? (
                  <Typography.Text type="secondary" className="pos-line__tax">
                    Discount {formatPaise(priced.lineDiscount)}{priced.billShare > 0 ? ` + bill ${formatPaise(priced.billShare)}` : ''} off {formatPaise(priced.gross)}
                  </Typography.Text>
                ) : null}
                {priced?.belowCost ? (
                  <Typography.Text type="warning" className="pos-line__short" data-testid="below-cost">
                    Below cost: purchase price {formatMoney(line.product.pp)} a unit
                  </Typography.Text>
                ) : null}
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
          {totals.totalDiscount > 0 ? <tr><th>Discount</th><td data-testid="total-discount">-{formatPaise(totals.totalDiscount)}</td></tr> : null}
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
      <Flex gap="small" className="pos-cart__money">
        <div className="pos-cart__field">
          <label className="pos-cart__label" htmlFor="pos-bill-discount">Bill discount</label>
          <Input
            id="pos-bill-discount"
            value={props.billDiscount}
            placeholder="₹ or %"
            status={totals.billProblem ? 'error' : undefined}
            onChange={(e) => props.onBillDiscount(e.target.value)}
          />
        </div>
        {props.paymentMode === 'CASH' ? (
          <div className="pos-cart__field">
            <label className="pos-cart__label" htmlFor="pos-cash">Cash received</label>
            <Input
              id="pos-cash"
              value={props.cashReceived}
              inputMode="decimal"
              prefix="₹"
              status={props.cashReceived.trim() && change === null ? 'error' : undefined}
              onChange={(e) => props.onCashReceived(e.target.value)}
              onPressEnter={() => { if (valid) props.onCheckout?.(); }}
            />
          </div>
        ) : null}
      </Flex>
      {totals.billProblem ? <Typography.Text type="danger" className="pos-line__short">{totals.billProblem}</Typography.Text> : null}
      {props.paymentMode === 'CASH' && props.cashReceived.trim() ? (
        change !== null ? (
          <div className="pos-change" data-testid="change-due">Change due <strong>{formatPaise(change)}</strong></div>
        ) : (
          <Typography.Text type="danger" className="pos-line__short" data-testid="cash-short">
            {cash === null ? 'Cash received must be an amount such as 500 or 1,000' : `Short by ${formatPaise(totals.grandTotal - cash)}`}
          </Typography.Text>
        )
      ) : null}
      <Flex gap="small" className="pos-cart__hold">
        {props.onHold ? (
          <Button icon={<PauseCircleOutlined />} disabled={lines.length === 0} onClick={props.onHold} title="F8">
            Hold bill
          </Button>
        ) : null}
        <Button icon={<InboxOutlined />} onClick={props.onShowHeld} title="F7">
          Held bills{props.heldCount ? ` (${props.heldCount})` : ''}
        </Button>
      </Flex>
      {props.onCheckout ? (
        <Button type="primary" size="large" block disabled={!valid} loading={busy} onClick={props.onCheckout} title="F9">
          Checkout {totals.grandTotal > 0 ? formatPaise(totals.grandTotal) : ''}
        </Button>
      ) : null}
    </LightCard>
  );
}
