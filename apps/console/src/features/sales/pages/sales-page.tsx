import { displayQuantity } from '@bizdesk/shared';
import { AuditOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Flex, Row } from 'antd';
import { useWarehouseOptionsQuery } from '../../inventory';
import { Pager } from '../../../shared/pager';
import type { PaymentMode } from '../api/sales-types';
import { useEffect, useMemo, useState } from 'react';
import { readDraft, writeDraft } from '../../../core/drafts';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { SearchBox } from '../../../shared/search-box';
import { useAlertModal } from '../../../shared/alert-modal';
import { useFormSession } from '../../../shared/use-form-session';
import { catalogueKeys } from '../../catalogue';
import type { Product } from '../../catalogue';
import { useCategoryOptionsQuery } from '../../catalogue';
import { useProductsQuery } from '../../catalogue';
import { usePartyOptionsQuery } from '../../parties';
import { salesKeys } from '../api/sales-keys';
import { useCheckoutMutation } from '../api/use-checkout-mutation';
import { usePosContextQuery } from '../api/use-pos-context-query';
import { useSalesLinks } from '../api/use-sales-links';
import { addToCart, canAddOne, priceCart, type CartLine } from '../cart';
import { CartPanel } from '../components/cart-panel';
import { CategoryButtons } from '../components/category-buttons';
import { Gstr1Panel } from '../components/gstr1-panel';
import { InvoicePanel } from '../components/invoice-panel';
import { InvoicesPanel } from '../components/invoices-panel';
import { ProductGrid } from '../components/product-grid';
import '../pos.css';
import { useCan } from '../../../core/access';

const GRID_PAGE_SIZE = 24;

/** The POS cart's draft name (core/drafts.ts). */
const CART_DRAFT = 'pos-cart';

/**
 * /sales: category buttons and a paged, searchable product grid on the left (stock of the chosen
 * warehouse on each tile), the cart on the right; checkout prints the invoice or bill of supply.
 */
export function SalesPage() {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>('CASH');
  // The cart survives a refresh (issue 31 item 2): kept per user and company until checkout or logout.
  const [lines, setLines] = useState<CartLine[]>(() => readDraft<{ lines: CartLine[] }>(CART_DRAFT)?.lines ?? []);
  const [customerId, setCustomerId] = useState<number | null>(() => readDraft<{ customerId: number | null }>(CART_DRAFT)?.customerId ?? null);
  useEffect(() => writeDraft(CART_DRAFT, lines.length > 0 ? { lines, customerId } : null), [lines, customerId]);
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
  const products = useProductsQuery({ search, page, size: GRID_PAGE_SIZE, sort: 'name,asc', categoryId: categoryId ?? undefined });
  const customers = usePartyOptionsQuery('customer');
  const warehouses = useWarehouseOptionsQuery();
  const context = usePosContextQuery(warehouseId);
  const checkout = useCheckoutMutation();
  // Selling is sales.write: a read-only role (viewer, accountant) browses products, stock and the invoices.
  const mayWrite = useCan('sales.write');

  const stock = useMemo(() => new Map((context.data?.stock ?? []).map((s) => [s.productId, s.quantity])), [context.data]);
  const customerState = customers.data?.find((c) => c.id === customerId)?.stateId ?? null;
  const totals = priceCart(lines, context.data?.companyStateId ?? null, customerState, context.data?.collectsGst ?? true);
  const allowNegativeStock = context.data?.allowNegativeStock ?? false;

  // Refused here, before checkout: the warehouse must hold one more unit than the cart already has.
  const add = (product: Product) => {
    if (!canAddOne(product, stock.get(product.id), lines, allowNegativeStock)) {
      const where = context.data?.warehouseName ?? 'this warehouse';
      const onHand = stock.get(product.id) ?? '0';
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
  const setQuantity = (productId: number, quantity: string) =>
    setLines((current) => current.map((l) => (l.product.id === productId ? { ...l, quantity } : l)));
  const remove = (productId: number) => setLines((current) => current.filter((l) => l.product.id !== productId));

  const submit = async () => {
    setBanner(null);
    try {
      const { data, message } = await checkout.mutateAsync({
        customerId,
        warehouseId: warehouseId ?? context.data?.warehouseId ?? null,
        paymentMode,
        items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity.trim() })),
      });
      setLines([]);
      setCustomerId(null);
      setPaymentMode('CASH');
      setBanner({ type: 'success', text: message });
      // The panel reads the printable invoice (seller contact, bank, UPI): the checkout's answer is not that shape,
      // so it is not seeded into the panel's cache (it crashed the view on 'bankName').
      setInvoiceId(data.id);
    } catch (error) {
      alerts.error(errorMessage(error));
    }
  };

  return (
    <PageFrame
      title="Sales"
      parent={{ title: 'Catalog' }}
      loading={products.isFetching || context.isFetching}
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
      <Row gutter={[16, 16]} className="pos">
        <Col xs={24} lg={15} xl={16}>
          <CategoryButtons categories={categories.data ?? []} selected={categoryId} onSelect={(id) => { setCategoryId(id); setPage(0); }} />
          <Flex className="list-toolbar">
            <SearchBox value={search} onSearch={(text) => { setSearch(text); setPage(0); }} placeholder="Search products" />
          </Flex>
          <ProductGrid products={products.data?.list ?? []} stock={stock} loading={products.isPending} allowNegativeStock={allowNegativeStock} onAdd={add} />
          <Pager
            page={page}
            size={GRID_PAGE_SIZE}
            totalPages={products.data?.totalPages ?? 0}
            totalRecords={products.data?.totalRecords ?? 0}
            onChange={setPage}
          />
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
            onCheckout={mayWrite ? () => void submit() : undefined}
          />
        </Col>
      </Row>
      <InvoicesPanel open={invoicesOpen} onClose={() => setInvoicesOpen(false)} onView={(id) => setInvoiceId(id)} />
      <InvoicePanel invoiceId={invoiceId} onClose={() => setInvoiceId(null)} />
      <Gstr1Panel open={gstr1Open} onClose={() => setGstr1Open(false)} />
    </PageFrame>
  );
}
