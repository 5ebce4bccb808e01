/** Quantities carry up to 3 decimals; they are added as whole thousandths, never as floats. */
const SCALE = 1000n;

export function toThousandths(quantity: string | number): bigint {
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(quantity).trim());
  if (!m) throw new Error(`invalid quantity ${quantity}`);
  return BigInt(m[1]) * SCALE + BigInt((m[2] ?? '').padEnd(3, '0'));
}

export function fromThousandths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(3, '0')}`;
}

/** Sums the quantities of lines that share a product: [{productId, quantity}] -> Map(productId -> "3.500"). */
export function quantitiesByProduct(lines: { productId: number; quantity: string | number }[]): Map<number, string> {
  const totals = new Map<number, bigint>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0n) + toThousandths(l.quantity));
  return new Map([...totals].sort(([a], [b]) => a - b).map(([id, q]) => [id, fromThousandths(q)]));
}

/** "2.500" -> "2.5", "3.000" -> "3". */
export function displayQuantity(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
}
