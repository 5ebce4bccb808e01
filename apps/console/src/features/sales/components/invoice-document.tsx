import { displayQuantity, formatPaise, parsePaise } from '@bizdesk/shared';
import { QRCode } from 'antd';
import { formatDate, formatMoney } from '../../../shared/format';
import type { PrintableSaleInvoice } from '../api/sales-types';
import './invoice-document.css';

const positive = (amount: string) => Number(amount) > 0;

/**
 * The printable tax invoice (an A4 page at 96 dpi = 794 px): supplier and bill-to blocks, lines,
 * totals with CGST/SGST or IGST rows only when above 0, amount in words, HSN summary, signatory.
 */
export function InvoiceDocument({ invoice }: { invoice: PrintableSaleInvoice }) {
  const { supplier, customer, sellerContact: contact } = invoice;
  const bank = contact.bankName && contact.accountNumber && contact.ifsc ? contact : null;
  // A seller without GSTIN (or under composition) issues a bill of supply: no tax columns at all.
  const taxed = invoice.documentType !== 'BILL_OF_SUPPLY';
  const discounted = positive(invoice.discountAmount);
  const title = taxed ? 'TAX INVOICE' : 'BILL OF SUPPLY';
  return (
    <article className="invoice-document" aria-label={`${taxed ? 'Tax invoice' : 'Bill of supply'} ${invoice.invoiceNumber}`}>
      <h1 className="invoice-document__title">{title}</h1>
      {taxed ? null : <div className="invoice-document__note">Composition taxable person / unregistered supplier: not eligible to collect tax on supplies</div>}
      {invoice.eInvoice ? (
        <section className="invoice-document__irn" aria-label="e-invoice registration">
          <div>
            <div><span className="invoice-document__label">IRN</span> <code>{invoice.eInvoice.irn}</code></div>
            <div>Ack No: {invoice.eInvoice.ackNo}</div>
            <div>Ack Date: {formatDate(invoice.eInvoice.ackDate.slice(0, 10))} {invoice.eInvoice.ackDate.slice(11, 16)}</div>
          </div>
          {/* The IRP's signed QR (a JWT) is what a scanner verifies; it is printed as is. */}
          <QRCode value={invoice.eInvoice.signedQrCode} size={120} bordered={false} type="svg" aria-label="e-invoice QR code" />
        </section>
      ) : null}
      <section className="invoice-document__parties">
        <div className="invoice-document__block">
          {contact.logo ? <img className="invoice-document__logo" src={contact.logo} alt={`${supplier.name} logo`} /> : null}
          <div className="invoice-document__label">Supplier</div>
          <strong>{supplier.name}</strong>
          {supplier.address ? <div className="invoice-document__address">{supplier.address}</div> : null}
          {supplier.gstin ? <div>GSTIN: {supplier.gstin}</div> : null}
          {supplier.stateWithCode ? <div>State: {supplier.stateWithCode}</div> : null}
          {contact.phone ? <div>Phone: {contact.phone}</div> : null}
          {contact.email ? <div>E-mail: {contact.email}</div> : null}
        </div>
        <table className="invoice-document__meta">
          <tbody>
            <tr><th>Invoice No</th><td>{invoice.invoiceNumber}</td></tr>
            <tr><th>Invoice Date</th><td>{formatDate(invoice.invoiceDate)}</td></tr>
            <tr><th>Place of Supply</th><td>{invoice.placeOfSupply ?? '-'}</td></tr>
            <tr><th>Reverse Charge</th><td>{invoice.reverseCharge}</td></tr>
            <tr><th>Payment Mode</th><td>{invoice.paymentMode}</td></tr>
          </tbody>
        </table>
      </section>
      <section className="invoice-document__block invoice-document__bill-to">
        <div className="invoice-document__label">Bill To</div>
        <strong>{customer.name}</strong>
        {customer.address ? <div className="invoice-document__address">{customer.address}</div> : null}
        {customer.gstin ? <div>GSTIN: {customer.gstin}</div> : null}
        {customer.stateWithCode ? <div>State: {customer.stateWithCode}</div> : null}
        {invoice.customerPhone ? <div>Phone: {invoice.customerPhone}</div> : null}
      </section>

      <table className="invoice-document__table">
        <thead>
          <tr>
            <th>#</th><th>Particulars</th><th>HSN/SAC</th><th className="num">Qty</th><th className="num">Rate</th>
            {discounted ? <th className="num">Discount</th> : null}
            {taxed ? <><th className="num">Taxable Value</th><th className="num">GST %</th><th className="num">GST</th><th className="num">CESS</th></> : null}
            <th className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((i) => (
            <tr key={i.lineNo}>
              <td>{i.lineNo}</td>
              <td>{i.productName}</td>
              <td>{i.hsn ?? '-'}</td>
              <td className="num">{displayQuantity(i.quantity)} {i.unit}</td>
              <td className="num">{formatMoney(i.rate)}{taxed && i.priceIncludesTax ? <div className="invoice-document__hint">incl. tax</div> : null}</td>
              {discounted ? (
                <td className="num">
                  {formatPaise(parsePaise(i.discountAmount) + parsePaise(i.billDiscountAmount))}
                  {i.discountPercent ? <div className="invoice-document__hint">{i.discountPercent}%</div> : null}
                </td>
              ) : null}
              {taxed ? (
                <>
                  <td className="num">{formatMoney(i.taxableAmount)}</td>
                  <td className="num">{i.gstPercent}%</td>
                  <td className="num">{formatMoney(i.gstAmount)}</td>
                  <td className="num">{formatMoney(i.cessAmount)}</td>
                </>
              ) : null}
              <td className="num">{formatMoney(i.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <section className="invoice-document__summary">
        <div className="invoice-document__words">
          <div className="invoice-document__label">Amount in words</div>
          <strong>{invoice.amountInWords}</strong>
        </div>
        <table className="invoice-document__totals">
          <tbody>
            {discounted ? <tr><th>Discount{invoice.billDiscountPercent ? ` (bill ${invoice.billDiscountPercent}%)` : ''}</th><td>{formatMoney(invoice.discountAmount)}</td></tr> : null}
            <tr><th>{taxed ? 'Total Taxable Value' : 'Total Value'}</th><td>{formatMoney(invoice.taxableAmount)}</td></tr>
            {positive(invoice.cgstAmount) ? <tr><th>CGST</th><td>{formatMoney(invoice.cgstAmount)}</td></tr> : null}
            {positive(invoice.cgstAmount) ? <tr><th>SGST</th><td>{formatMoney(invoice.sgstAmount)}</td></tr> : null}
            {positive(invoice.igstAmount) ? <tr><th>IGST</th><td>{formatMoney(invoice.igstAmount)}</td></tr> : null}
            {positive(invoice.cessAmount) ? <tr><th>CESS</th><td>{formatMoney(invoice.cessAmount)}</td></tr> : null}
            {Number(invoice.roundOff) !== 0 ? <tr><th>Round Off</th><td>{formatMoney(invoice.roundOff)}</td></tr> : null}
            <tr className="invoice-document__grand"><th>Grand Total</th><td>{formatMoney(invoice.totalAmount)}</td></tr>
            {positive(invoice.amountDue) ? <tr><th>Amount Due</th><td>{formatMoney(invoice.amountDue)}</td></tr> : null}
            {invoice.cashReceived ? <tr><th>Cash Received</th><td>{formatMoney(invoice.cashReceived)}</td></tr> : null}
            {invoice.cashReceived ? <tr><th>Change</th><td>{formatMoney(invoice.changeDue ?? '0')}</td></tr> : null}
          </tbody>
        </table>
      </section>

      {taxed ? <>
      <h2 className="invoice-document__subtitle">HSN Summary</h2>
      <table className="invoice-document__table">
        <thead>
          <tr>
            <th>HSN/SAC</th><th className="num">Taxable Value</th><th className="num">GST %</th><th className="num">CGST</th>
            <th className="num">SGST</th><th className="num">IGST</th><th className="num">CESS</th><th className="num">Total Tax</th>
          </tr>
        </thead>
        <tbody>
          {invoice.hsnSummary.map((h) => (
            <tr key={`${h.hsn}-${h.gstPercent}`}>
              <td>{h.hsn ?? '-'}</td>
              <td className="num">{formatMoney(h.taxableAmount)}</td>
              <td className="num">{h.gstPercent}%</td>
              <td className="num">{formatMoney(h.cgstAmount)}</td>
              <td className="num">{formatMoney(h.sgstAmount)}</td>
              <td className="num">{formatMoney(h.igstAmount)}</td>
              <td className="num">{formatMoney(h.cessAmount)}</td>
              <td className="num">{formatMoney(h.totalTax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </> : null}

      {bank || contact.upiId || invoice.upiPayUri ? (
        <section className="invoice-document__pay" aria-label="Payment details">
          <div>
            {bank ? (
              <div>
                <div className="invoice-document__label">Bank</div>
                <div>{bank.bankName}</div>
                <div>A/c No: {bank.accountNumber}</div>
                <div>IFSC: {bank.ifsc}</div>
              </div>
            ) : null}
            {contact.upiId ? <div><div className="invoice-document__label">UPI</div><div>{contact.upiId}</div></div> : null}
          </div>
          {invoice.upiPayUri ? (
            <div className="invoice-document__upi">
              <QRCode value={invoice.upiPayUri} size={110} bordered={false} type="svg" aria-label="UPI payment QR code" />
              <div>Scan to pay {formatMoney(invoice.amountDue)}</div>
            </div>
          ) : null}
        </section>
      ) : null}

      <section className="invoice-document__sign">
        <div>For {supplier.name}</div>
        <div className="invoice-document__signatory">Authorised Signatory</div>
      </section>
      <footer className="invoice-document__footer">This is a computer-generated invoice and does not require a signature.</footer>
    </article>
  );
}
