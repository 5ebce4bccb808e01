import { displayQuantity } from '@bizdesk/shared';
import { Empty, Tag, Typography } from 'antd';
import { LightCard } from '../../../shared/light-card';
import { formatMoney } from '../../../shared/format';
import type { Product } from '../../catalogue';

export interface ProductGridProps {
  products: Product[];
  stock: Map<number, string>;
  loading: boolean;
  /** Whether a sale may take the product below zero (the company's setting). */
  allowNegativeStock: boolean;
  onAdd: (product: Product) => void;
}

/**
 * Products as tiles: name, selling price (tax-inclusive unless marked "+ GST"), GST rate and what is on
 * hand in the POS warehouse; a click adds one. Out-of-stock tiles are greyed out and cannot be added
 * (unless the company allows negative stock).
 */
export function ProductGrid({ products, stock, loading, allowNegativeStock, onAdd }: ProductGridProps) {
  if (!loading && products.length === 0) return <Empty description="No Record(s) Found." />;
  return (
    <div className="pos-grid">
      {products.map((p) => {
        const onHand = stock.get(p.id) ?? '0';
        const out = Number(onHand) <= 0;
        const blocked = out && !allowNegativeStock;
        return (
          <LightCard
            key={p.id}
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
            <Typography.Text strong className="pos-tile__name">{p.name}</Typography.Text>
            <Typography.Text className="pos-tile__price">
              {formatMoney(p.sp)}
              {p.priceIncludesTax ? null : <Typography.Text type="secondary"> + GST</Typography.Text>}
            </Typography.Text>
            <div className="pos-tile__meta">
              <Tag>GST {p.taxPercent}%</Tag>
              {p.cessApplicable ? <Tag color="orange">CESS</Tag> : null}
            </div>
            <Typography.Text type={out ? 'danger' : 'secondary'} className="pos-tile__stock">
              {out ? 'Out of stock' : `In stock: ${displayQuantity(onHand)}`}
            </Typography.Text>
          </LightCard>
        );
      })}
    </div>
  );
}
