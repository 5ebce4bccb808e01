/**
 * The provider's TAX INVOICE as HTML: one layout for the console's 794px invoice panel and for the PDF the
 * documents service renders (A4, 5 mm margins), so what a company sees is what it downloads and receives.
 * Pure string building; every value is escaped.
 */
import { formatDate } from './dates.js';
import { formatRupees } from './money.js';
import { stateWithCode, PROVIDER_STATE_CODE } from './states.js';
import { gstinStateCode } from './gstin.js';

export interface TaxInvoiceLine {
  description: string;
  hsnCode: string;
  /** "1", "12500" (up to 3 decimals). */
  quantity: string;
  /** Rupees, 2 decimals. */
  price: string;
  /** Taxable value, rupees. */
  amount: string;
  /** "18" */
  gstPercent: string;
  gstAmount: string;
}

export interface TaxInvoiceDocument {
  invoiceNo: string;
  /** ISO instant; the invoice date is its date part (India time). */
  createdOn: string;
  fromCompany: string;
  fromCompanyAddress: string;
  fromCompanyGstin: string | null;
  fromCompanyPaymentDetails: string | null;
  toCompany: string;
  toCompanyAddress: string;
  toCompanyGstin: string | null;
  supplyToStateWithCode: string;
  subTotal: string;
  cgst: string;
  sgst: string;
  igst: string;
  roundOff: string;
  total: string;
  totalInWord: string;
  items: TaxInvoiceLine[];
  /** Set for a GST credit note against an invoice (issue 30 item 4): same layout, its own title and reference. */
  creditNote?: { againstInvoiceNo: string; againstInvoiceDate: string; reason: string };
}

/** Supplier state printed on every invoice (spec: fixed Maharashtra (27)). */
export const TAX_INVOICE_SUPPLIER_STATE = stateWithCode(PROVIDER_STATE_CODE) ?? 'Maharashtra (27)';

/** The supplier's state: its GSTIN's (issue 30 item 3), the provider's default for invoices issued without one. */
export function supplierState(gstin: string | null): string {
  const code = gstin ? gstinStateCode(gstin) : null;
  return (code && stateWithCode(code)) || TAX_INVOICE_SUPPLIER_STATE;
}
export const TAX_INVOICE_FOOTER = 'This is a computer-generated invoice and does not require a signature.';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Positive when above zero (decimal strings, exact). */
function isPositive(amount: string): boolean {
  return /^\s*\d/.test(amount) && /[1-9]/.test(amount);
}

function isNonZero(amount: string): boolean {
  return /[1-9]/.test(amount);
}

const money = (amount: string) => escapeHtml(formatRupees(amount));

/** Styles of the document, scoped to `.tax-invoice` so the console can show it inside its own page. */
export const TAX_INVOICE_CSS = `
.tax-invoice { font-family: 'Noto Sans', 'Segoe UI', Arial, sans-serif; font-size: 12px; line-height: 1.45; color: #1f1f1f; background: #fff; }
.tax-invoice * { box-sizing: border-box; }
.tax-invoice .ti-title { margin: 0 0 10px; text-align: center; font-size: 18px; font-weight: 700; }
.tax-invoice table { width: 100%; border-collapse: collapse; }
.tax-invoice .ti-box { border: 1px solid #8c8c8c; }
.tax-invoice .ti-head td { vertical-align: top; padding: 8px 10px; border: 1px solid #8c8c8c; }
.tax-invoice .ti-head .ti-meta { width: 42%; padding: 0; }
.tax-invoice .ti-meta table th, .tax-invoice .ti-meta table td { border: 0; border-bottom: 1px solid #d9d9d9; padding: 6px 10px; text-align: left; }
.tax-invoice .ti-meta table tr:last-child th, .tax-invoice .ti-meta table tr:last-child td { border-bottom: 0; }
.tax-invoice .ti-meta table th { width: 46%; font-weight: 600; color: #595959; }
.tax-invoice .ti-label { font-size: 10px; font-weight: 600; color: #8c8c8c; margin-bottom: 2px; }
.tax-invoice .ti-party { font-size: 14px; font-weight: 700; }
.tax-invoice .ti-address { white-space: pre-line; }
.tax-invoice .ti-billto { border: 1px solid #8c8c8c; border-top: 0; padding: 8px 10px; }
.tax-invoice .ti-lines { margin-top: 10px; }
.tax-invoice .ti-lines th { background: #f0f0f0; font-weight: 600; }
.tax-invoice .ti-lines th, .tax-invoice .ti-lines td { border: 1px solid #8c8c8c; padding: 5px 6px; vertical-align: top; }
.tax-invoice .ti-num { text-align: right; white-space: nowrap; }
.tax-invoice .ti-center { text-align: center; }
.tax-invoice .ti-totals { width: 50%; margin: 0 0 0 auto; }
.tax-invoice .ti-totals th, .tax-invoice .ti-totals td { border: 1px solid #8c8c8c; border-top: 0; padding: 5px 6px; }
.tax-invoice .ti-totals th { text-align: left; font-weight: 600; }
.tax-invoice .ti-grand th, .tax-invoice .ti-grand td { font-size: 13px; font-weight: 700; background: #fafafa; }
.tax-invoice .ti-words { margin-top: 10px; padding: 8px 10px; border: 1px solid #8c8c8c; }
.tax-invoice .ti-bank { margin-top: 10px; padding: 8px 10px; border: 1px dashed #8c8c8c; white-space: pre-line; }
.tax-invoice .ti-sign { margin-top: 28px; text-align: right; }
.tax-invoice .ti-sign .ti-line { display: inline-block; min-width: 200px; margin-top: 36px; border-top: 1px solid #595959; padding-top: 4px; text-align: center; }
.tax-invoice .ti-footer { margin-top: 18px; text-align: center; font-size: 10px; color: #8c8c8c; }
`;

/** The invoice's markup (no <html>): the console panel and the PDF page both wrap it. */
export function renderTaxInvoice(doc: TaxInvoiceDocument): string {
  const rows = doc.items.map((item, i) => `
      <tr>
        <td class="ti-center">${i + 1}</td>
        <td>${escapeHtml(item.description)}</td>
        <td class="ti-center">${escapeHtml(item.hsnCode)}</td>
        <td class="ti-num">${escapeHtml(item.quantity)}</td>
        <td class="ti-num">${money(item.price)}</td>
        <td class="ti-num">${money(item.amount)}</td>
        <td class="ti-num">${escapeHtml(item.gstPercent)}%</td>
        <td class="ti-num">${money(item.gstAmount)}</td>
      </tr>`).join('');
  const totals = [
    `<tr><th>Total Taxable Value</th><td class="ti-num">${money(doc.subTotal)}</td></tr>`,
    ...(isPositive(doc.cgst) ? [
      `<tr><th>CGST</th><td class="ti-num">${money(doc.cgst)}</td></tr>`,
      `<tr><th>SGST</th><td class="ti-num">${money(doc.sgst)}</td></tr>`,
    ] : []),
    ...(isPositive(doc.igst) ? [`<tr><th>IGST</th><td class="ti-num">${money(doc.igst)}</td></tr>`] : []),
    ...(isNonZero(doc.roundOff) ? [`<tr><th>Round Off</th><td class="ti-num">${money(doc.roundOff)}</td></tr>`] : []),
    `<tr class="ti-grand"><th>Grand Total</th><td class="ti-num">${money(doc.total)}</td></tr>`,
  ].join('');
  const cn = doc.creditNote;
  const bank = !cn && doc.fromCompanyPaymentDetails?.trim()
    ? `<div class="ti-bank"><div class="ti-label">Bank details for payment</div>${escapeHtml(doc.fromCompanyPaymentDetails.trim())}</div>`
    : '';
  return `<div class="tax-invoice">
  <h1 class="ti-title">${cn ? 'CREDIT NOTE' : 'TAX INVOICE'}</h1>
  <table class="ti-head"><tr>
    <td class="ti-supplier">
      <div class="ti-label">Supplier</div>
      <div class="ti-party">${escapeHtml(doc.fromCompany)}</div>
      <div class="ti-address">${escapeHtml(doc.fromCompanyAddress)}</div>
      <div>GSTIN: ${escapeHtml(doc.fromCompanyGstin ?? '-')}</div>
      <div>State: ${escapeHtml(supplierState(doc.fromCompanyGstin))}</div>
    </td>
    <td class="ti-meta"><table>
      <tr><th>${cn ? 'Credit Note No' : 'Invoice No'}</th><td>${escapeHtml(doc.invoiceNo)}</td></tr>
      <tr><th>${cn ? 'Credit Note Date' : 'Invoice Date'}</th><td>${escapeHtml(formatDate(doc.createdOn))}</td></tr>${cn ? `
      <tr><th>Against Invoice</th><td>${escapeHtml(cn.againstInvoiceNo)} dated ${escapeHtml(formatDate(cn.againstInvoiceDate))}</td></tr>
      <tr><th>Reason</th><td>${escapeHtml(cn.reason)}</td></tr>` : ''}
      <tr><th>Place of Supply</th><td>${escapeHtml(doc.supplyToStateWithCode)}</td></tr>
      <tr><th>Reverse Charge</th><td>No</td></tr>
    </table></td>
  </tr></table>
  <div class="ti-billto">
    <div class="ti-label">Bill To</div>
    <div class="ti-party">${escapeHtml(doc.toCompany)}</div>
    <div class="ti-address">${escapeHtml(doc.toCompanyAddress)}</div>
    <div>GSTIN: ${escapeHtml(doc.toCompanyGstin ?? '-')}</div>
    <div>State: ${escapeHtml(doc.supplyToStateWithCode)}</div>
  </div>
  <table class="ti-lines">
    <thead><tr>
      <th class="ti-center">#</th><th>Particulars</th><th class="ti-center">HSN/SAC</th><th class="ti-num">Qty</th>
      <th class="ti-num">Rate</th><th class="ti-num">Taxable Value</th><th class="ti-num">GST %</th><th class="ti-num">GST Amount</th>
    </tr></thead>
    <tbody>${rows}
    </tbody>
  </table>
  <table class="ti-totals">${totals}</table>
  <div class="ti-words"><span class="ti-label">Amount in words</span><div>${escapeHtml(doc.totalInWord)}</div></div>
  ${bank}
  <div class="ti-sign">For ${escapeHtml(doc.fromCompany)}<br><span class="ti-line">Authorized Signatory</span></div>
  <div class="ti-footer">${escapeHtml(cn ? TAX_INVOICE_FOOTER.replace('invoice', 'credit note') : TAX_INVOICE_FOOTER)}</div>
</div>`;
}

/** A whole HTML page for the PDF renderer (A4; margins come from the documents service). */
export function taxInvoiceHtmlPage(doc: TaxInvoiceDocument): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.invoiceNo)}</title>
<style>html,body{margin:0;padding:0;background:#fff}${TAX_INVOICE_CSS}</style></head>
<body>${renderTaxInvoice(doc)}</body></html>`;
}
