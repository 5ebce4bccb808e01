import { toPaged, type Paged } from '@bizdesk/shared';
import type { Product } from '../catalogue';

/**
 * The POS product search (issue 32 item 4: an answer within 300 ms of the last key on a phone). What the page holds
 * answers at once; the server is asked only for what it does not hold. A product matches a search as the API's
 * product list matches it (products.repository.ts: name, HSN, category name, barcode or SKU containing the text,
 * any case), so an answer worked out here is the server's answer.
 */

/** A search the server answered: its text and category, and its first page. */
export interface HeldAnswer {
  search: string;
  categoryId: number | null;
  page: number;
  answer: Paged<Product>;
}

/** The text as the server compares it: trimmed (list-query.ts), and case does not matter (ILIKE). */
export function searchText(typed: string): string {
  return typed.trim().toLowerCase();
}

export function matchesSearch(product: Product, text: string): boolean {
  if (!text) return true;
  return [product.name, product.hsn, product.categoryName, product.barcode, product.sku].some((v) => v?.toLowerCase().includes(text));
}

/** Every product matching `text` is among these rows: a first page holding the whole of a search within `text`. */
function completeFor(held: HeldAnswer, text: string, categoryId: number | null): boolean {
  return (
    held.page === 0 &&
    held.categoryId === categoryId &&
    held.answer.list.length >= held.answer.totalRecords &&
    // A product containing `text` contains every part of it.
    text.includes(held.search)
  );
}

/**
 * The page of `text` (in `categoryId`), worked out from what is held when that is the server's answer: a held first
 * page that holds every product of a shorter search (typing "pen" then "pen b": "pen" answered with all its
 * products). Its rows keep the server's order. Null when only the server knows.
 */
export function exactAnswer(helds: HeldAnswer[], text: string, categoryId: number | null, page: number, size: number): Paged<Product> | null {
  const source = helds
    .filter((h) => completeFor(h, text, categoryId))
    .sort((a, b) => a.answer.totalRecords - b.answer.totalRecords)[0];
  if (!source) return null;
  const rows = source.answer.list.filter((p) => matchesSearch(p, text));
  return toPaged(rows.slice(page * size, (page + 1) * size), rows.length, size);
}

/**
 * While the server answers: the held products matching `text` (and the category), each once, by name as the server
 * sorts them, at most a page. What the cashier is looking for is often already on screen.
 */
export function narrowHeld(helds: HeldAnswer[], text: string, categoryId: number | null, size: number): Product[] {
  const found = new Map<number, Product>();
  for (const { answer } of helds) {
    for (const p of answer.list) {
      if ((categoryId === null || p.categoryId === categoryId) && matchesSearch(p, text)) found.set(p.id, p);
    }
  }
  const byName = (a: Product, b: Product) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : b.id - a.id;
  };
  return [...found.values()].sort(byName).slice(0, size);
}
