/**
 * GST on whole paise, exact (BigInt inside, numbers out).
 *
 * Per line, tax-exclusive price (B2B: tax is added on top):
 *   taxable = unit price x quantity                       (rounded half-up to the paisa)
 *   intra-state: cgst = sgst = taxable x (rate / 2) / 100 (each half rounded on its own, so the
 *                two are always equal; gst = cgst + sgst); igst = 0
 *   inter-state: igst = taxable x rate / 100; cgst = sgst = 0
 *   cess    FIXED:   rupees per unit x quantity           (rounded half-up)
 *           PERCENT: taxable x value / 100                (rounded half-up)
 *           NONE:    0
 *   total   = taxable + cgst + sgst + igst + cess
 *
 * Tax-inclusive price (retail: the selling price, like the MRP, includes every tax):
 *   gross   = unit price x quantity                       (what the customer pays for the line)
 *   taxable estimated as (gross - fixed cess) x 100 / (100 + rate + cess percent), the taxes
 *   computed from it as above, and then taxable = gross - taxes, so the line total is exactly
 *   price x quantity (never above MRP x quantity) and the parts still add up to the paisa.
 *
 * A seller that may not collect GST (no GSTIN, or composition) issues a bill of supply: rate 0 and
 * no cess (`chargesTax: false`); the line total is then price x quantity too.
 *
 * An invoice is the sum of its rounded lines, so every total is exactly the sum of its
 * parts and of the lines, and the HSN summary adds up to the same totals.
 */
import { InvalidAmountError, divRoundHalfUp, paiseToBigInt, toSafeNumber, toScaledBigInt } from './decimal.js';
import type { CessType } from './enums.js';
import { QUANTITY_DECIMALS } from './quantity.js';

/** GST rates with up to 2 decimals (0.25, 1.5, 3, 5, 12, 18, 28, 40). */
export const GST_RATE_DECIMALS = 2;
/** Percentage cess with up to 3 decimals. */
export const CESS_RATE_DECIMALS = 3;

export interface CessInput {
  type: CessType;
  /** FIXED: rupees per unit (up to 2 decimals). PERCENT: percent of the taxable value. NONE: ignored. */
  value?: string | number;
}

export interface LineTaxInput {
  /** Unit price before tax, in whole paise. */
  unitPricePaise: number | bigint;
  /** Positive, up to 3 decimals. */
  quantity: number | string;
  /** 0 to 100, up to 2 decimals. */
  gstPercent: number | string;
  /** Missing means no cess. */
  cess?: CessInput;
  /** Supplier and place of supply in the same state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  /** The unit price already includes GST and cess (retail). Default false: tax is added on top. */
  priceIncludesTax?: boolean;
  /** False for a seller that may not collect GST: no GST, no cess. Default true. */
  chargesTax?: boolean;
  /**
   * Paise off the line's price x quantity (its own discount plus its share of the bill's, discount.ts), in the
   * price's own terms: off the tax-inclusive amount for a retail price, off the taxable value otherwise. GST and
   * cess are then computed on what is left. Default 0.
   */
  discountPaise?: number | bigint;
}

/** All amounts in whole paise. */
export interface LineTax {
  taxable: number;
  /** cgst + sgst + igst */
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  total: number;
}

interface LineTaxBig {
  taxable: bigint;
  gst: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
  cess: bigint;
  total: bigint;
}

const QTY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
const RATE_SCALE = 10n ** BigInt(GST_RATE_DECIMALS);
const CESS_SCALE = 10n ** BigInt(CESS_RATE_DECIMALS);
const HUNDRED_PERCENT = 100n;

function quantityOf(quantity: number | string): bigint {
  const q = toScaledBigInt(quantity, QUANTITY_DECIMALS, 'quantity');
  if (q <= 0n) throw new InvalidAmountError('quantity must be greater than 0');
  return q;
}

/** GST rate in hundredths of a percent (18 -> 1800); refuses negatives and over 100. */
export function gstRateBasisPoints(gstPercent: number | string): number {
  const rate = toScaledBigInt(gstPercent, GST_RATE_DECIMALS, 'GST percent');
  if (rate < 0n || rate > HUNDRED_PERCENT * RATE_SCALE) throw new InvalidAmountError('GST percent must be between 0 and 100');
  return Number(rate);
}

function cessOf(input: LineTaxInput, qty: bigint): { fixed: bigint; percent: bigint } {
  const cessType = input.cess?.type ?? 'NONE';
  if (cessType === 'FIXED') {
    const perUnit = toScaledBigInt(input.cess?.value ?? 0, 2, 'cess value');
    if (perUnit < 0n) throw new InvalidAmountError('cess value must not be negative');
    return { fixed: divRoundHalfUp(perUnit * qty, QTY_SCALE), percent: 0n };
  }
  if (cessType === 'PERCENT') {
    const cessRate = toScaledBigInt(input.cess?.value ?? 0, CESS_RATE_DECIMALS, 'cess percent');
    if (cessRate < 0n || cessRate > 1000n * CESS_SCALE) throw new InvalidAmountError('cess percent is out of range');
    return { fixed: 0n, percent: cessRate };
  }
  if (cessType !== 'NONE') throw new InvalidAmountError(`unknown cess type "${String(cessType)}"`);
  return { fixed: 0n, percent: 0n };
}

/** GST and percentage cess on a taxable value; each GST half rounded on its own. */
function taxesOn(taxable: bigint, rate: bigint, cessPercent: bigint, intraState: boolean) {
  const half = intraState ? divRoundHalfUp(taxable * rate, 2n * HUNDRED_PERCENT * RATE_SCALE) : 0n;
  const igst = intraState ? 0n : divRoundHalfUp(taxable * rate, HUNDRED_PERCENT * RATE_SCALE);
  const cess = divRoundHalfUp(taxable * cessPercent, HUNDRED_PERCENT * CESS_SCALE);
  return { cgst: half, sgst: half, igst, cess };
}

function computeBig(input: LineTaxInput): LineTaxBig {
  const unitPrice = paiseToBigInt(input.unitPricePaise, 'unit price');
  if (unitPrice < 0n) throw new InvalidAmountError('unit price must not be negative');
  const qty = quantityOf(input.quantity);
  const chargesTax = input.chargesTax !== false;
  const rate = chargesTax ? BigInt(gstRateBasisPoints(input.gstPercent)) : 0n;
  const cess = chargesTax ? cessOf(input, qty) : { fixed: 0n, percent: 0n };
  const discount = paiseToBigInt(input.discountPaise ?? 0, 'discount');
  const gross = divRoundHalfUp(unitPrice * qty, QTY_SCALE);
  if (discount < 0n || discount > gross) throw new InvalidAmountError('discount must be between 0 and the line value');
  const amount = gross - discount;

  let taxable = amount;
  if (input.priceIncludesTax && chargesTax) {
    const base = amount - cess.fixed;
    if (base < 0n) throw new InvalidAmountError('the price is below the fixed cess it includes');
    // base x 100 / (100 + rate% + cess%), all on common integer scales.
    const scale = HUNDRED_PERCENT * RATE_SCALE * CESS_SCALE;
    taxable = divRoundHalfUp(base * scale, scale + rate * CESS_SCALE + cess.percent * RATE_SCALE);
  }
  const t = taxesOn(taxable, rate, cess.percent, input.intraState);
  const cessTotal = cess.fixed + t.cess;
  const gst = t.cgst + t.sgst + t.igst;
  if (input.priceIncludesTax && chargesTax) {
    // The customer pays price x quantity; the taxable value is what is left after the taxes.
    taxable = amount - gst - cessTotal;
    if (taxable < 0n) throw new InvalidAmountError('the price is below the taxes it includes');
  }
  return { taxable, gst, cgst: t.cgst, sgst: t.sgst, igst: t.igst, cess: cessTotal, total: taxable + gst + cessTotal };
}

function toNumbers(t: LineTaxBig): LineTax {
  return {
    taxable: toSafeNumber(t.taxable),
    gst: toSafeNumber(t.gst),
    cgst: toSafeNumber(t.cgst),
    sgst: toSafeNumber(t.sgst),
    igst: toSafeNumber(t.igst),
    cess: toSafeNumber(t.cess),
    total: toSafeNumber(t.total),
  };
}

/** Tax of one invoice line, all in whole paise. Throws InvalidAmountError on bad input. */
export function computeLineTax(input: LineTaxInput): LineTax {
  return toNumbers(computeBig(input));
}

export interface InvoiceLineInput extends LineTaxInput {
  /** HSN or SAC code. */
  hsn: string;
  description?: string;
}

export interface InvoiceLineResult extends LineTax {
  hsn: string;
  description?: string;
  gstPercent: number;
  quantity: number;
  unitPricePaise: number;
}

export interface HsnSummaryRow extends LineTax {
  hsn: string;
  gstPercent: number;
  /** Sum of the lines' quantities (exact to 3 decimals). */
  quantity: number;
}

export interface InvoiceSummary extends LineTax {
  intraState: boolean;
  lines: InvoiceLineResult[];
  /** One row per (HSN, GST rate), in order of first appearance. */
  hsnSummary: HsnSummaryRow[];
  /** Paise added to `total` to reach the whole rupee (-50 to 49); see roundOffToRupee. */
  roundOff: number;
  /** `total` rounded to the rupee: what the invoice asks for. */
  grandTotal: number;
}

/**
 * Rounds an invoice total to the whole rupee, half up (₹10.50 -> ₹11, ₹10.49 -> ₹10); the
 * difference is the invoice's "Round Off" line.
 */
export function roundOffToRupee(totalPaise: number): { roundOff: number; grandTotal: number } {
  const total = paiseToBigInt(totalPaise, 'total');
  const grand = divRoundHalfUp(total, 100n) * 100n;
  return { roundOff: toSafeNumber(grand - total), grandTotal: toSafeNumber(grand) };
}

const ZERO: LineTaxBig = { taxable: 0n, gst: 0n, cgst: 0n, sgst: 0n, igst: 0n, cess: 0n, total: 0n };

function add(a: LineTaxBig, b: LineTaxBig): LineTaxBig {
  return {
    taxable: a.taxable + b.taxable,
    gst: a.gst + b.gst,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
    cess: a.cess + b.cess,
    total: a.total + b.total,
  };
}

function scaledToNumber(value: bigint, scale: bigint): number {
  // Exact for the magnitudes of quantities; goes through a decimal string, not float arithmetic.
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const digits = scale.toString().length - 1;
  const text = `${abs / scale}.${(abs % scale).toString().padStart(digits, '0')}`;
  return (negative ? -1 : 1) * Number(text);
}

/**
 * Taxes every line and totals them. All lines of one invoice share one place of supply,
 * so mixing intra- and inter-state lines is refused. With no lines everything is 0 and
 * `intraState` is true.
 */
export function summarizeInvoice(lines: readonly InvoiceLineInput[]): InvoiceSummary {
  const intraState = lines.length ? lines[0].intraState : true;
  if (lines.some((line) => line.intraState !== intraState)) {
    throw new InvalidAmountError('all lines of an invoice must be either intra-state or inter-state');
  }
  let totals = ZERO;
  const results: InvoiceLineResult[] = [];
  const groups = new Map<string, { hsn: string; rate: number; qty: bigint; tax: LineTaxBig }>();

  for (const line of lines) {
    const tax = computeBig(line);
    totals = add(totals, tax);
    const rate = line.chargesTax === false ? 0 : gstRateBasisPoints(line.gstPercent);
    const qty = quantityOf(line.quantity);
    const hsn = line.hsn.trim();
    results.push({
      hsn,
      ...(line.description !== undefined ? { description: line.description } : {}),
      gstPercent: rate / 100,
      quantity: scaledToNumber(qty, QTY_SCALE),
      unitPricePaise: toSafeNumber(paiseToBigInt(line.unitPricePaise)),
      ...toNumbers(tax),
    });
    const key = `${hsn}|${rate}`;
    const group = groups.get(key);
    if (group) {
      group.qty += qty;
      group.tax = add(group.tax, tax);
    } else {
      groups.set(key, { hsn, rate, qty, tax });
    }
  }

  const numbers = toNumbers(totals);
  return {
    intraState,
    ...numbers,
    ...roundOffToRupee(numbers.total),
    lines: results,
    hsnSummary: [...groups.values()].map((g) => ({
      hsn: g.hsn,
      gstPercent: g.rate / 100,
      quantity: scaledToNumber(g.qty, QTY_SCALE),
      ...toNumbers(g.tax),
    })),
  };
}
