import { renderTaxInvoice, taxInvoiceHtmlPage, TAX_INVOICE_FOOTER, type TaxInvoiceDocument } from './tax-invoice-document.js';

const base: TaxInvoiceDocument = {
  invoiceNo: 'SUB/2627/00001',
  createdOn: '2026-04-01T00:40:00.000Z',
  fromCompany: 'BizDesk Platform',
  fromCompanyAddress: 'Office 4, Baner Road\nPune 411045',
  fromCompanyGstin: '27AAACB1234C1Z5',
  fromCompanyPaymentDetails: 'HDFC Bank, A/c 50100012345678, IFSC HDFC0000001\nUPI bizdesk@hdfcbank',
  toCompany: 'Kiran <Stores>',
  toCompanyAddress: '14 FC Road\nPune',
  toCompanyGstin: '29AAPFU0939F1ZV',
  supplyToStateWithCode: 'Karnataka (29)',
  subTotal: '799.00', cgst: '0.00', sgst: '0.00', igst: '143.82', roundOff: '0.18', total: '943.00',
  totalInWord: 'Rupees Nine Hundred Forty Three Only',
  items: [{ description: 'POS subscription', hsnCode: '997331', quantity: '1', price: '799.00', amount: '799.00', gstPercent: '18', gstAmount: '143.82' }],
};

describe('the TAX INVOICE document', () => {
  it('has every block of the spec', () => {
    const html = renderTaxInvoice(base);
    for (const text of ['TAX INVOICE', 'Supplier', 'Maharashtra (27)', 'Invoice No', 'SUB/2627/00001', 'Invoice Date', '01 Apr 2026',
      'Place of Supply', 'Karnataka (29)', 'Reverse Charge', '>No<', 'Bill To', '#', 'Particulars', 'HSN/SAC', 'Qty', 'Rate', 'Taxable Value',
      'GST %', 'GST Amount', 'Total Taxable Value', 'IGST', '₹143.82', 'Round Off', '₹0.18', 'Grand Total', '₹943.00',
      'Rupees Nine Hundred Forty Three Only', 'Bank details for payment', 'UPI bizdesk@hdfcbank', 'Authorized Signatory', TAX_INVOICE_FOOTER]) {
      expect(html).toContain(text);
    }
  });

  it('shows CGST and SGST only when CGST is above 0, IGST only when above 0', () => {
    const inter = renderTaxInvoice(base);
    expect(inter).not.toContain('<th>CGST</th>');
    const intra = renderTaxInvoice({ ...base, cgst: '71.91', sgst: '71.91', igst: '0.00' });
    expect(intra).toContain('<th>CGST</th>');
    expect(intra).toContain('<th>SGST</th>');
    expect(intra).not.toContain('<th>IGST</th>');
  });

  it('leaves out bank details when there are none, and a zero round off', () => {
    const html = renderTaxInvoice({ ...base, fromCompanyPaymentDetails: null, roundOff: '0.00' });
    expect(html).not.toContain('Bank details for payment');
    expect(html).not.toContain('Round Off');
  });

  it('escapes what companies typed', () => {
    const html = taxInvoiceHtmlPage({ ...base, toCompany: '<script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
