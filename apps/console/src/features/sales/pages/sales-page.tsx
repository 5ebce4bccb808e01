import { displayQuantity, formatPaise, parsePaise } from '@bizdesk/shared';
import { AuditOutlined, BarcodeOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Flex, Input, Modal, Row, Typography, type InputRef } from 'antd';
import { useWarehouseOptionsQuery } from '../../inventory';
import type { PaymentMode } from '../api/sales-types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDateTime } from '../../../shared/format';
import { readDraft, writeDraft } from '../../../core/drafts';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useAlertModal } from '../../../shared/alert-modal';
import { useFormSession } from '../../../shared/use-form-session';
import { catalogueKeys } from '../../catalogue';
import type { Product } from '../../catalogue';
import { useCategoryOptionsQuery } from '../../catalogue';
import { lookupProduct } from '../../catalogue';
import { usePartyOptionsQuery } from '../../parties';
import { salesKeys } from '../api/sales-keys';
import { useCheckoutMutation } from '../api/use-checkout-mutation';
import { usePosContextQuery } from '../api/use-pos-context-query';
import { useSalesLinks } from '../api/use-sales-links';
import { addToCart, canAddOne, discountForCheckout, priceCart, type CartLine } from '../cart';
import { heldBillLabel, holdCart, readHeldBills, recallBill, writeHeldBills, type HeldBill, type HeldCart } from '../held-bills';
import { CartPanel, cartReady, cashPaise } from '../components/cart-panel';
import { lazyComponent } from '../../../shared/lazy-component';
import { ProductPicker } from '../components/product-picker';
import '../pos.css';
import { useCan } from '../../../core/access';

// Opened on demand: their tables, date pickers and the invoice renderer are not part of the counter's first load.
const InvoicesPanel = lazyComponent(() => import('../components/invoices-panel'), 'InvoicesPanel', null);
const InvoicePanel = lazyComponent(() => import('../components/invoice-panel'), 'InvoicePanel', null);
const Gstr1Panel = lazyComponent(() => import('../components/gstr1-panel'), 'Gstr1Panel', null);

/** The POS cart's draft name (core/drafts.ts). */
const CART_DRAFT = 'pos-cart';

/**
 * /sales: category buttons and a paged, searchable product grid on the left (stock of the chosen
 * warehouse on each tile), the cart on the right; checkout prints the invoice or bill of supply.
 */
export function SalesPage() {
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(() => readDraft<Partial<HeldCart>>(CART_DRAFT)?.paymentMode ?? 'CASH');
  // The cart survives a refresh (issue 31 item 2): kept per user and company until checkout or logout.
  const [draft] = useState(() => readDraft<Partial<HeldCart>>(CART_DRAFT));
  const [lines, setLines] = useState<CartLine[]>(() => draft?.lines ?? []);
  const [customerId, setCustomerId] = useState<number | null>(() => draft?.customerId ?? null);
  const [billDiscount, setBillDiscount] = useState(() => draft?.billDiscount ?? '');
  const [cashReceived, setCashReceived] = useState('');
  useEffect(
    () => writeDraft(CART_DRAFT, lines.length > 0 ? { lines, customerId, billDiscount, paymentMode } : null),
    [lines, customerId, billDiscount, paymentMode],
  );
  // Held bills (issue 31 item 5): parked carts, kept like the draft (features/sales/held-bills.ts).
  const [held, setHeld] = useState<HeldBill[]>(readHeldBills);
  const [heldOpen, setHeldOpen] = useState(false);
  const [scan, setScan] = useState('');
  const scanRef = useRef<InputRef>(null);
  const focusScan = () => setTimeout(() => scanRef.current?.focus(), 0);
  const { modal } = App.useApp();
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const [invoicesOpen, setInvoicesOpen] = useState(false);
  const [gstr1Open, setGstr1Open] = useState(false);
  useSalesLinks({ openInvoices: () => setInvoicesOpen(true), openGstReturns: () => setGstr1Open(true), openInvoice: setInvoiceId });
  const [banner, setBanner] = useState<Banner | null>(null);
  const alerts = useAlertModal();
  const queryClient = useQueryClient();
  // The cart is one form: a double click on Checkout sells once (one idempotency key until a sale succeeds).
  useFormSession(true);

  const categories = useCategoryOptionsQuery();
  const categoryOptions = useMemo(() => categories.data ?? [], [categories.data]);
  const customers = usePartyOptionsQuery('customer');
  const warehouses = useWarehouseOptionsQuery();
  const context = usePosContextQuery(warehouseId);
  const checkout = useCheckoutMutation();
  // Selling is sales.write: a read-only role (viewer, accountant) browses products, stock and the invoices.
  const mayWrite = useCan('sales.write');

  const stock = useMemo(() => new Map((context.data?.stock ?? []).map((s) => [s.productId, s.quantity])), [context.data]);
  const customerState = customers.data?.find((c) => c.id === customerId)?.stateId ?? null;
  const totals = priceCart(lines, context.data?.companyStateId ?? null, customerState, context.data?.collectsGst ?? true, billDiscount);
  const allowNegativeStock = context.data?.allowNegativeStock ?? false;

  // Refused here, before checkout: the warehouse must hold one more unit than the cart already has.
  // `ctx`: the stock to check against; a scan right after the page opens waits for it (scanCode).
  const add = (product: Product, ctx = context.data) => {
    const onHandOf = (id: number) => ctx?.stock.find((s) => s.productId === id)?.quantity;
    if (!canAddOne(product, onHandOf(product.id), lines, ctx?.allowNegativeStock ?? false)) {
      const where = ctx?.warehouseName ?? 'this warehouse';
      const onHand = onHandOf(product.id) ?? '0';
      setBanner({
        type: 'warning',
        text: Number(onHand) > 0
          ? `Only ${displayQuantity(onHand)} of ${product.name} in stock in ${where}: all of it is in the cart`
          : `${product.name} is out of stock in ${where}`,
      });
      return;
    }
    setLines((current) => addToCart(current, product));
  };
  // The tiles get one function for good (they are memoised on it); it calls the latest `add`.
  const addRef = useRef(add);
  addRef.current = add;
  const addTile = useCallback((product: Product) => addRef.current(product), []);
  const setQuantity = (productId: number, quantity: string) =>
    setLines((current) => current.map((l) => (l.product.id === productId ? { ...l, quantity } : l)));
  const remove = (productId: number) => setLines((current) => current.filter((l) => l.product.id !== productId));
  const setDiscount = (productId: number, discount: string) =>
    setLines((current) => current.map((l) => (l.product.id === productId ? { ...l, discount } : l)));

  const clearCart = () => {
    setLines([]);
    setCustomerId(null);
    setPaymentMode('CASH');
    setBillDiscount('');
    setCashReceived('');
  };
  const currentCart = (): HeldCart => ({ lines, customerId, paymentMode, billDiscount });
  const saveHeld = (bills: HeldBill[]) => {
    setHeld(bills);
    writeHeldBills(bills);
  };
  const hold = () => {
    if (!lines.length) return;
    saveHeld(holdCart(held, currentCart()));
    clearCart();
    setBanner({ type: 'success', text: 'Bill held. Recall it from Held bills (F7).' });
    focusScan();
  };
  const recall = (id: string) => {
    const { cart, bills } = recallBill(held, id, currentCart());
    if (!cart) return;
    saveHeld(bills);
    setLines(cart.lines);
    setCustomerId(cart.customerId);
    setPaymentMode(cart.paymentMode);
    setBillDiscount(cart.billDiscount);
    setCashReceived('');
    setHeldOpen(false);
    setBanner(lines.length ? { type: 'success', text: 'Bill recalled; the cart you had is held in its place.' } : null);
    focusScan();
  };
  const discard = (id: string) => saveHeld(held.filter((b) => b.id !== id));

  // A scanner types the code and presses Enter; so can the cashier. Found: one more in the cart.
  // The code is read from the box itself: a scanner's Enter can come before React has drawn its last key, and the
  // state would then still hold the box as it was (an empty box after the previous scan: the item was lost).
  // The box is emptied at once, not once the code is found: the next scan can be typed while this one is looked
  // up, and emptying the box then wiped it (the second of two quick scans was lost).
  const scanCode = async (typed: string) => {
    const code = typed.trim();
    if (!code) return;
    setScan('');
    try {
      const product = await lookupProduct(code);
      // A scanner is quicker than the page: without the warehouse's stock yet, every product would look out of stock.
      const ctx = context.data ?? (await context.refetch()).data;
      // The latest `add`: the cart may have changed while the code was looked up (an earlier scan landed).
      addRef.current(product, ctx);
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
      // The unknown code comes back selected, so the next scan replaces it; unless a next scan is already in the box.
      // Drawn at once (flushSync), so that what is selected is the code, not the emptied box.
      flushSync(() => setScan((current) => current || code));
      scanRef.current?.select();
      return;
    }
    focusScan();
  };

  const submit = async () => {
    if (!cartReadyForCheckout) return;
    const losses = lines.filter((_, i) => totals.priced[i]?.belowCost).map((l) => l.product.name);
    if (losses.length) {
      // Below the purchase price only on purpose: asked here, confirmed to the API (confirmBelowCost).
      const ok = await modal.confirm({
        title: 'Sell below cost?',
        content: `${losses.join(', ')} would sell below the purchase price.`,
        okText: 'Sell below cost',
        cancelText: 'Back to the cart',
      });
      if (!ok) return;
    }
    await send(losses.length > 0);
  };

  const send = async (confirmBelowCost: boolean) => {
    setBanner(null);
    const cash = paymentMode === 'CASH' && cashReceived.trim() ? cashPaise(cashReceived) : null;
    try {
      const { data, message } = await checkout.mutateAsync({
        customerId,
        warehouseId: warehouseId ?? context.data?.warehouseId ?? null,
        paymentMode,
        items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity.trim(), discount: discountForCheckout(l.discount) })),
        billDiscount: discountForCheckout(billDiscount),
        ...(confirmBelowCost ? { confirmBelowCost: true } : {}),
        ...(cash !== null ? { cashReceived: (cash / 100).toFixed(2) } : {}),
      });
      clearCart();
      setBanner({ type: 'success', text: data.changeDue !== null ? `${message}. Change due ${formatPaise(parsePaise(data.changeDue))}` : message });
      // The panel reads the printable invoice (seller contact, bank, UPI): the checkout's answer is not that shape,
      // so it is not seeded into the panel's cache (it crashed the view on 'bankName').
      setInvoiceId(data.id);
    } catch (error) {
      alerts.error(errorMessage(error));
    }
  };

  const cartReadyForCheckout = mayWrite && cartReady({ lines, totals, stock, allowNegativeStock, paymentMode, cashReceived }) && !checkout.isPending;
  // The counter's keys: F4 the scan box, F7 held bills, F8 hold, F9 checkout (docs/decisions.md).
  const keys = useRef({ submit, hold, focusScan, openHeld: () => setHeldOpen(true) });
  keys.current = { submit, hold, focusScan, openHeld: () => setHeldOpen(true) };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = { F4: 'focusScan', F7: 'openHeld', F8: 'hold', F9: 'submit' }[e.key] as keyof typeof keys.current | undefined;
      if (!action || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      void keys.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <PageFrame
      title="Sales"
      parent={{ title: 'Catalog' }}
      loading={context.isFetching}
      actions={
        <>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
              void queryClient.invalidateQueries({ queryKey: [...salesKeys.all, 'context'] });
            }}
          >
            Refresh
          </Button>
          <Button icon={<FileTextOutlined />} onClick={() => setInvoicesOpen(true)}>
            Invoices
          </Button>
          <Button icon={<AuditOutlined />} onClick={() => setGstr1Open(true)}>
            GST returns
          </Button>
        </>
      }
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Input
        ref={scanRef}
        className="pos-scan"
        size="large"
        autoFocus
        autoComplete="off"
        prefix={<BarcodeOutlined />}
        placeholder="Scan or type barcode / SKU"
        aria-label="Barcode or SKU"
        value={scan}
        onChange={(e) => setScan(e.target.value)}
        onPressEnter={(event) => void scanCode(event.currentTarget.value)}
      />
      <Row gutter={[16, 16]} className="pos">
        <Col xs={24} lg={15} xl={16}>
          <ProductPicker categories={categoryOptions} stock={stock} allowNegativeStock={allowNegativeStock} onAdd={addTile} />
        </Col>
        <Col xs={24} lg={9} xl={8}>
          <CartPanel
            lines={lines}
            totals={totals}
            customers={customers.data ?? []}
            customerId={customerId}
            companyStateName={context.data?.companyStateName ?? null}
            collectsGst={context.data?.collectsGst ?? true}
            warehouses={warehouses.data ?? []}
            warehouseId={warehouseId ?? context.data?.warehouseId ?? null}
            paymentMode={paymentMode}
            stock={stock}
            allowNegativeStock={allowNegativeStock}
            busy={checkout.isPending}
            onWarehouse={(id) => { setWarehouseId(id); setLines([]); }}
            onPaymentMode={setPaymentMode}
            onCustomer={(id) => { setCustomerId(id); if (id === null) setPaymentMode('CASH'); }}
            onQuantity={setQuantity}
            onRemove={remove}
            onDiscount={setDiscount}
            billDiscount={billDiscount}
            onBillDiscount={setBillDiscount}
            cashReceived={cashReceived}
            onCashReceived={setCashReceived}
            heldCount={held.length}
            onHold={mayWrite ? hold : undefined}
            onShowHeld={() => setHeldOpen(true)}
            onCheckout={mayWrite ? () => void submit() : undefined}
          />
          <Typography.Text type="secondary" className="pos-keys">
            Keys: F4 scan · Enter adds · ↑ ↓ quantity · F8 hold · F7 held bills · F9 checkout · Tab moves between fields
          </Typography.Text>
        </Col>
      </Row>
      {invoicesOpen ? <InvoicesPanel open onClose={() => setInvoicesOpen(false)} onView={(id) => setInvoiceId(id)} /> : null}
      {invoiceId !== null ? <InvoicePanel invoiceId={invoiceId} onClose={() => setInvoiceId(null)} /> : null}
      {gstr1Open ? <Gstr1Panel open onClose={() => setGstr1Open(false)} /> : null}
      <Modal title="Held bills" open={heldOpen} onCancel={() => { setHeldOpen(false); focusScan(); }} footer={null} destroyOnHidden>
        {/* Plain markup, not antd List: List brings Pagination and Spin into the POS route's budget. */}
        {held.length === 0 ? <Typography.Text type="secondary">No bills on hold.</Typography.Text> : (
          <ul className="pos-held">
            {held.map((bill, index) => (
              <li key={bill.id} className="pos-held__bill" data-testid="held-bill">
                <div>
                  <Typography.Text strong>{heldBillLabel(bill, customers.data?.find((c) => c.id === bill.customerId)?.name)}</Typography.Text>
                  <div><Typography.Text type="secondary">Held {formatDateTime(bill.heldAt)}</Typography.Text></div>
                </div>
                <Flex gap="small">
                  <Button type="primary" size="small" autoFocus={index === 0} onClick={() => recall(bill.id)} disabled={!mayWrite}>Recall</Button>
                  <Button size="small" danger onClick={() => discard(bill.id)}>Discard</Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </PageFrame>
  );
}
