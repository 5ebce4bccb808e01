import { renderTaxInvoice, TAX_INVOICE_CSS } from '@bizdesk/shared';
import { useMemo } from 'react';
import { SanitizedHtml } from '../../../shared/sanitized-html';
import type { InvoiceDetails } from '../api/billing-api';

/**
 * The TAX INVOICE exactly as the PDF prints it: the same markup and styles from @bizdesk/shared that the
 * server gives the documents service (every value escaped there, and sanitized again here).
 */
export function TaxInvoiceDocument({ invoice }: { invoice: InvoiceDetails }) {
  const html = useMemo(() => renderTaxInvoice(invoice), [invoice]);
  return (
    <>
      <style>{TAX_INVOICE_CSS}</style>
      <SanitizedHtml html={html} />
    </>
  );
}
