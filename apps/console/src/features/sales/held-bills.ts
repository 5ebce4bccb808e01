import { readDraft, writeDraft } from '../../core/drafts';
import type { PaymentMode } from './api/sales-types';
import type { CartLine } from './cart';

/**
 * Held bills (issue 31 item 5): a cart parked at the counter while the next customer is served, recalled later.
 * Kept in the browser, per user and company, next to the cart's own draft (core/drafts.ts): a hold is the
 * counter's business of the moment, nothing is sold or reserved by it, and the prices are the server's again at
 * checkout. So they survive a refresh on that browser and go at logout, like the draft (docs/decisions.md).
 */
export interface HeldBill {
  id: string;
  /** ISO time of the hold. */
  heldAt: string;
  lines: CartLine[];
  customerId: number | null;
  paymentMode: PaymentMode;
  /** As typed: "5%" or "50". */
  billDiscount: string;
}

export type HeldCart = Omit<HeldBill, 'id' | 'heldAt'>;

const HELD_DRAFT = 'pos-held';
/** Enough for a busy counter; the oldest go first beyond it. */
export const MAX_HELD = 20;

export function readHeldBills(): HeldBill[] {
  const bills = readDraft<HeldBill[]>(HELD_DRAFT);
  return Array.isArray(bills) ? bills : [];
}

export function writeHeldBills(bills: HeldBill[]): void {
  writeDraft(HELD_DRAFT, bills.length ? bills : null);
}

/** The bills with this cart held on top (the newest first); an empty cart is not held. */
export function holdCart(bills: HeldBill[], cart: HeldCart, now = new Date()): HeldBill[] {
  if (cart.lines.length === 0) return bills;
  const id = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return [{ ...cart, id, heldAt: now.toISOString() }, ...bills].slice(0, MAX_HELD);
}

/**
 * Takes a held bill back into the cart. A cart still being rung up is held in its place, so recalling never
 * throws one away.
 */
export function recallBill(bills: HeldBill[], id: string, current: HeldCart, now = new Date()): { cart: HeldCart | null; bills: HeldBill[] } {
  const bill = bills.find((b) => b.id === id);
  if (!bill) return { cart: null, bills };
  const rest = bills.filter((b) => b.id !== id);
  const { id: _id, heldAt: _at, ...cart } = bill;
  return { cart, bills: holdCart(rest, current, now) };
}

/** "Ravi Kumar · 3 items" for the list. */
export function heldBillLabel(bill: HeldBill, customerName: string | undefined): string {
  const items = bill.lines.length;
  return `${customerName ?? 'Walk-in Customer'} · ${items} item${items === 1 ? '' : 's'}`;
}
