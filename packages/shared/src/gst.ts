/**
 * GST on whole paise, exact (BigInt inside, numbers out).
 *
 * Per line:
 *   taxable = unit price x quantity                       (rounded half-up to the paisa)
 *   gst     = taxable x rate / 100                        (rounded half-up to the paisa)
 *   intra-state: sgst = floor(gst / 2), cgst = gst - sgst (the odd paisa goes to CGST,
 *                so cgst + sgst is exactly the rounded GST); igst = 0
 *   inter-state: igst = gst; cgst = sgst = 0
 *   cess    FIXED:   rupees per unit x quantity           (rounded half-up)
 *           PERCENT: taxable x value / 100                (rounded half-up)
 *           NONE:    0
 *   total   = taxable + cgst + sgst + igst + cess
 *
 * An invoice is the sum of its rounded lines, so every total is exactly the sum of its
 * parts and of the lines, and the HSN summary adds up to the same totals.
 */
import { InvalidAmountError, divRoundHalfUp, paiseToBigInt, toSafeNumber, toScaledBigInt } from './decimal.js';
import type { CessType } from './enums.js';

/** Quantities may carry up to 3 decimals (1.5 kg, 0.125 l). */
export const QUANTITY_DECIMALS = 3;
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

function computeBig(input: LineTaxInput): LineTaxBig {
  const unitPrice = paiseToBigInt(input.unitPricePaise, 'unit price');
  if (unitPrice < 0n) throw new InvalidAmountError('unit price must not be negative');
  const qty = quantityOf(input.quantity);
  const rate = BigInt(gstRateBasisPoints(input.gstPercent));

  const taxable = divRoundHalfUp(unitPrice * qty, QTY_SCALE);
  const gst = divRoundHalfUp(taxable * rate, HUNDRED_PERCENT * RATE_SCALE);

  let cgst = 0n;
  let sgst = 0n;
  let igst = 0n;
  if (input.intraState) {
    sgst = gst / 2n;
    cgst = gst - sgst;
  } else {
    igst = gst;
  }

  let cess = 0n;
  const cessType = input.cess?.type ?? 'NONE';
  if (cessType === 'FIXED') {
    const perUnit = toScaledBigInt(input.cess?.value ?? 0, 2, 'cess value');
    if (perUnit < 0n) throw new InvalidAmountError('cess value must not be negative');
    cess = divRoundHalfUp(perUnit * qty, QTY_SCALE);
  } else if (cessType === 'PERCENT') {
    const cessRate = toScaledBigInt(input.cess?.value ?? 0, CESS_RATE_DECIMALS, 'cess percent');
    if (cessRate < 0n || cessRate > 1000n * CESS_SCALE) throw new InvalidAmountError('cess percent is out of range');
    cess = divRoundHalfUp(taxable * cessRate, HUNDRED_PERCENT * CESS_SCALE);
  } else if (cessType !== 'NONE') {
    throw new InvalidAmountError(`unknown cess type "${String(cessType)}"`);
  }

  return { taxable, gst, cgst, sgst, igst, cess, total: taxable + gst + cess };
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
    const rate = gstRateBasisPoints(line.gstPercent);
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

  return {
    intraState,
    ...toNumbers(totals),
    lines: results,
    hsnSummary: [...groups.values()].map((g) => ({
      hsn: g.hsn,
      gstPercent: g.rate / 100,
      quantity: scaledToNumber(g.qty, QTY_SCALE),
      ...toNumbers(g.tax),
    })),
  };
}
