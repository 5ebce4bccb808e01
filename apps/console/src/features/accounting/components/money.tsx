import { formatMoney } from '../../../shared/format';

/** ₹ with 2 decimals and Indian grouping; negative amounts in red. */
export function Money({ value, strong = false }: { value: string | number | null | undefined; strong?: boolean }) {
  const text = formatMoney(value ?? '');
  const negative = typeof value === 'string' ? value.trim().startsWith('-') : typeof value === 'number' && value < 0;
  const content = <span className={`acc-money${negative ? ' acc-money--negative' : ''}`}>{text}</span>;
  return strong ? <strong>{content}</strong> : content;
}

/** A Dr/Cr balance: "₹1,200.00 Dr". */
export function SidedMoney({ balance, side }: { balance: string; side: 'Dr' | 'Cr' }) {
  return (
    <span className="acc-money">
      {formatMoney(balance)} {Number(balance) === 0 ? '' : side}
    </span>
  );
}
