import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue';
import { heldBillLabel, holdCart, MAX_HELD, recallBill, type HeldCart } from './held-bills';

const pen = { id: 3, name: 'Pen' } as Product;
const cart = (q: string): HeldCart => ({ lines: [{ product: pen, quantity: q }], customerId: null, paymentMode: 'CASH', billDiscount: '' });
const at = new Date('2026-11-28T10:00:00Z');

describe('held bills', () => {
  it('holds a cart on top and never an empty one', () => {
    const one = holdCart([], cart('1'), at);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ heldAt: '2026-11-28T10:00:00.000Z', lines: [{ quantity: '1' }] });
    expect(holdCart(one, { ...cart('1'), lines: [] }, at)).toBe(one);
    const two = holdCart(one, cart('2'), at);
    expect(two.map((b) => b.lines[0]?.quantity)).toEqual(['2', '1']);
  });

  it('recalls a bill and holds the cart in progress in its place', () => {
    const bills = holdCart(holdCart([], cart('1'), at), cart('2'), at);
    const recalled = recallBill(bills, bills[1]!.id, cart('7'), at);
    expect(recalled.cart?.lines[0]?.quantity).toBe('1');
    expect(recalled.bills.map((b) => b.lines[0]?.quantity)).toEqual(['7', '2']);
    const empty = recallBill(recalled.bills, recalled.bills[0]!.id, { ...cart('1'), lines: [] }, at);
    expect(empty.bills).toHaveLength(1);
    expect(recallBill(bills, 'gone', cart('1'), at).cart).toBeNull();
  });

  it('keeps at most MAX_HELD bills and labels them', () => {
    let bills = holdCart([], cart('1'), at);
    for (let i = 0; i < MAX_HELD + 3; i++) bills = holdCart(bills, cart('1'), at);
    expect(bills).toHaveLength(MAX_HELD);
    expect(heldBillLabel(bills[0]!, undefined)).toBe('Walk-in Customer · 1 item');
  });
});
