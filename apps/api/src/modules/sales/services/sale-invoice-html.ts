import { displayQuantity, escapeHtml, formatDate, formatRupees, paiseToDecimalString, parsePaise } from '@bizdesk/shared';
import type { PrintableSaleInvoiceView } from '../dtos/invoice-share.dtos.js';

/** QR codes already drawn as SVG markup (the qrcode package), so this stays a pure string builder. */
export interface InvoiceQrCodes {
  upi: string | null;
  eInvoice: string | null;
}

const money = (amount: string) => escapeHtml(formatRupees(amount));
const positive = (amount: string) => /[1-9]/.test(amount) && !amount.trim().startsWith('-');

const CSS = `
body { margin: 0; }
.si { font-family: 'Noto Sans', 'Segoe UI', Arial, sans-serif; font-size: 11px; line-height: 1.4; color: #1f1f1f; }
.si h1 { text-align: center; font-size: 17px; margin: 0 0 8px; }
.si table { width: 100%; border-collapse: collapse; }
.si .box td { vertical-align: top; border: 1px solid #8c8c8c; padding: 6px 8px; }
.si .label { font-size: 9px; font-weight: 600; color: #8c8c8c; text-transform: uppercase; }
.si .name { font-size: 13px; font-weight: 700; }
.si .pre { white-space: pre-line; }
.si .logo { max-height: 56px; max-width: 160px; float: right; }
.si .lines { margin-top: 8px; }
.si .lines th { background: #f0f0f0; }
.si .lines th, .si .lines td { border: 1px solid #8c8c8c; padding: 4px 5px; }
.si .num { text-align: right; white-space: nowrap; }
.si .totals { width: 48%; margin-left: auto; }
.si .totals th, .si .totals td { border: 1px solid #8c8c8c; border-top: 0; padding: 4px 6px; text-align: left; }
.si .totals td { text-align: right; }
.si .grand th, .si .grand td { font-weight: 700; font-size: 12px; }
.si .pay { margin-top: 8px; border: 1px dashed #8c8c8c; padding: 6px 8px; }
.si .pay td { vertical-align: top; }
.si .qr svg { width: 110px; height: 110px; }
.si .sign { margin-top: 24px; text-align: right; }
.si .footer { margin-top: 14px; text-align: center; font-size: 9px; color: #8c8c8c; }
`;

/**
 * The sale invoice as one HTML page for the PDF (core/pdf renders it on A4): the same blocks as the console's
 * invoice view (apps/console/src/features/sales/components/invoice-document.tsx), with the seller's contact,
 * bank and UPI details and a QR for the amount due. Every value is escaped.
 */
export function saleInvoiceHtml(inv: PrintableSaleInvoiceView, qr: InvoiceQrCodes): string {
  const taxed = inv.documentType !== 'BILL_OF_SUPPLY';
  const s = inv.supplier;
  const c = inv.customer;
  const contact = inv.sellerContact;
  const line = (label: string, value: string | null) => (value ? `<div>${label}${escapeHtml(value)}</div>` : '');
  // Discounts (issue 31 item 5): a column when any line has one; the values after it are the discounted ones.
  const discounted = positive(inv.discountAmount);
  const discountOf = (i: PrintableSaleInvoiceView['items'][number]) => paiseToDecimalString(parsePaise(i.discountAmount) + parsePaise(i.billDiscountAmount));
  const rows = inv.items.map((i) => `<tr>
      <td>${i.lineNo}</td><td>${escapeHtml(i.productName)}</td><td>${escapeHtml(i.hsn ?? '-')}</td>
      <td class="num">${escapeHtml(displayQuantity(i.quantity))} ${escapeHtml(i.unit)}</td><td class="num">${money(i.rate)}</td>
      ${discounted ? `<td class="num">${money(discountOf(i))}</td>` : ''}
      ${taxed ? `<td class="num">${money(i.taxableAmount)}</td><td class="num">${i.gstPercent}%</td><td class="num">${money(i.gstAmount)}</td>` : ''}
      <td class="num">${money(i.totalAmount)}</td></tr>`).join('');
  const totals = [
    ['Discount', inv.discountAmount, discounted],
    [taxed ? 'Total Taxable Value' : 'Total Value', inv.taxableAmount, true],
    ['CGST', inv.cgstAmount, positive(inv.cgstAmount)],
    ['SGST', inv.sgstAmount, positive(inv.cgstAmount)],
    ['IGST', inv.igstAmount, positive(inv.igstAmount)],
    ['CESS', inv.cessAmount, positive(inv.cessAmount)],
    ['Round Off', inv.roundOff, /[1-9]/.test(inv.roundOff)],
  ].filter(([, , show]) => show).map(([label, amount]) => `<tr><th>${label as string}</th><td>${money(amount as string)}</td></tr>`).join('');
  const bank = contact.bankName && contact.accountNumber && contact.ifsc
    ? `<div><span class="label">Bank</span><br>${escapeHtml(contact.bankName)}<br>A/c No: ${escapeHtml(contact.accountNumber)}<br>IFSC: ${escapeHtml(contact.ifsc)}</div>`
    : '';
  const upi = contact.upiId ? `<div style="margin-top:4px"><span class="label">UPI</span><br>${escapeHtml(contact.upiId)}</div>` : '';
  const payBlock = bank || upi || qr.upi ? `<table class="pay"><tr>
      <td>${bank}${upi}</td>
      ${qr.upi ? `<td class="qr" style="width:130px;text-align:center">${qr.upi}<div>Scan to pay ${money(inv.amountDue)}</div></td>` : ''}
    </tr></table>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(inv.invoiceNumber)}</title><style>${CSS}</style></head>
<body><article class="si">
  <h1>${taxed ? 'TAX INVOICE' : 'BILL OF SUPPLY'}</h1>
  ${inv.eInvoice ? `<table class="box"><tr><td>IRN: ${escapeHtml(inv.eInvoice.irn)}<br>Ack No: ${escapeHtml(inv.eInvoice.ackNo)}</td>
    <td class="qr" style="width:130px">${qr.eInvoice ?? ''}</td></tr></table>` : ''}
  <table class="box"><tr>
    <td>${contact.logo ? `<img class="logo" src="${escapeHtml(contact.logo)}" alt="">` : ''}
      <div class="label">Supplier</div><div class="name">${escapeHtml(s.name)}</div>
      ${s.address ? `<div class="pre">${escapeHtml(s.address)}</div>` : ''}
      ${line('GSTIN: ', s.gstin)}${line('State: ', s.stateWithCode)}${line('Phone: ', contact.phone)}${line('E-mail: ', contact.email)}</td>
    <td style="width:40%">
      <div>Invoice No: <strong>${escapeHtml(inv.invoiceNumber)}</strong></div>
      <div>Invoice Date: ${escapeHtml(formatDate(inv.invoiceDate))}</div>
      <div>Place of Supply: ${escapeHtml(inv.placeOfSupply ?? '-')}</div>
      <div>Reverse Charge: ${escapeHtml(inv.reverseCharge)}</div>
      <div>Payment Mode: ${escapeHtml(inv.paymentMode)}</div></td>
  </tr><tr><td colspan="2"><div class="label">Bill To</div><div class="name">${escapeHtml(c.name)}</div>
      ${c.address ? `<div class="pre">${escapeHtml(c.address)}</div>` : ''}
      ${line('GSTIN: ', c.gstin)}${line('State: ', c.stateWithCode)}${line('Phone: ', inv.customerPhone)}</td></tr></table>
  <table class="lines"><thead><tr><th>#</th><th>Particulars</th><th>HSN/SAC</th><th class="num">Qty</th><th class="num">Rate</th>
    ${discounted ? '<th class="num">Discount</th>' : ''}${taxed ? '<th class="num">Taxable Value</th><th class="num">GST %</th><th class="num">GST</th>' : ''}<th class="num">Amount</th></tr></thead>
    <tbody>${rows}</tbody></table>
  <table class="totals">${totals}<tr class="grand"><th>Grand Total</th><td>${money(inv.totalAmount)}</td></tr>
    ${positive(inv.amountDue) ? `<tr><th>Amount Due</th><td>${money(inv.amountDue)}</td></tr>` : ''}
    ${inv.cashReceived ? `<tr><th>Cash Received</th><td>${money(inv.cashReceived)}</td></tr><tr><th>Change</th><td>${money(inv.changeDue ?? '0')}</td></tr>` : ''}</table>
  <div style="margin-top:6px"><span class="label">Amount in words</span><br><strong>${escapeHtml(inv.amountInWords)}</strong></div>
  ${payBlock}
  <div class="sign">For ${escapeHtml(s.name)}<br><br><br>Authorised Signatory</div>
  <div class="footer">This is a computer-generated invoice and does not require a signature.</div>
</article></body></html>`;
}
