import { displayQuantity } from '@bizdesk/shared';
import { Empty } from 'antd';
import { memo } from 'react';
import { LightCard } from '../../../shared/light-card';
import { formatMoney } from '../../../shared/format';
import type { Product } from '../../catalogue';

export interface ProductGridProps {
  products: Product[];
  stock: Map<number, string>;
  loading: boolean;
  /** Whether a sale may take the product below zero (the company's setting). */
  allowNegativeStock: boolean;
  /** The same function from render to render: tiles are only redrawn when their product or stock changes. */
  onAdd: (product: Product) => void;
}

interface ProductTileProps {
  product: Product;
  onHand: string;
  allowNegativeStock: boolean;
  onAdd: (product: Product) => void;
}

/** Drawn again only when what the tile shows changes (the same product comes in each search's answer as a new object). */
function sameTile(a: ProductTileProps, b: ProductTileProps): boolean {
  const [p, q] = [a.product, b.product];
  return (
    a.onHand === b.onHand && a.allowNegativeStock === b.allowNegativeStock && a.onAdd === b.onAdd &&
    (p === q || (p.id === q.id && p.name === q.name && p.sp === q.sp && p.priceIncludesTax === q.priceIncludesTax &&
      p.taxPercent === q.taxPercent && p.cessApplicable === q.cessApplicable))
  );
}

/**
 * One tile, in plain markup styled from antd's theme variables (pos.css) rather than antd's Typography and Tag: a
 * search draws up to a page of new tiles on a phone's CPU at every answer, and antd's components cost several times
 * as much each (their hooks and style registration) for the same look (issue 32 item 4). Memoised (sameTile).
 */
const ProductTile = memo(function ProductTile({ product: p, onHand, allowNegativeStock, onAdd }: ProductTileProps) {
  const out = Number(onHand) <= 0;
  const blocked = out && !allowNegativeStock;
  return (
    <LightCard
      size="small"
      hoverable={!blocked}
      className={`pos-tile${out ? ' pos-tile--out' : ''}`}
      onClick={() => onAdd(p)}
      role="button"
      aria-label={`Add ${p.name}`}
      aria-disabled={blocked}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onAdd(p);
        }
      }}
    >
      <strong className="pos-tile__name">{p.name}</strong>
      <span className="pos-tile__price">
        {formatMoney(p.sp)}
        {p.priceIncludesTax ? null : <span className="pos-tile__secondary"> + GST</span>}
      </span>
      <div className="pos-tile__meta">
        <span className="pos-tag">GST {p.taxPercent}%</span>
        {p.cessApplicable ? <span className="pos-tag pos-tag--cess">CESS</span> : null}
      </div>
      <span className={`pos-tile__stock ${out ? 'pos-tile__stock--out' : 'pos-tile__secondary'}`}>
        {out ? 'Out of stock' : `In stock: ${displayQuantity(onHand)}`}
      </span>
    </LightCard>
  );
}, sameTile);

/**
 * Products as tiles: name, selling price (tax-inclusive unless marked "+ GST"), GST rate and what is on
 * hand in the POS warehouse; a click adds one. Out-of-stock tiles are greyed out and cannot be added
 * (unless the company allows negative stock).
 */
export function ProductGrid({ products, stock, loading, allowNegativeStock, onAdd }: ProductGridProps) {
  if (!loading && products.length === 0) return <Empty description="No Record(s) Found." />;
  return (
    <div className="pos-grid" aria-busy={loading}>
      {products.map((p) => (
        <ProductTile key={p.id} product={p} onHand={stock.get(p.id) ?? '0'} allowNegativeStock={allowNegativeStock} onAdd={onAdd} />
      ))}
    </div>
  );
}
