import { renderTaxInvoice, TAX_INVOICE_CSS } from '@bizdesk/shared';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { errorMessage } from '../../../api';
import { SanitizedHtml } from '../../../shared/sanitized-html';
import { INVOICE_PANEL_WIDTH, SidePanel } from '../../../shared/side-panel';
import { useCreditNoteDetailsQuery, type CreditNote, type CreditNoteDetails } from '../api/billing-api';

/** The credit note in the invoice's layout, titled CREDIT NOTE, naming the invoice it corrects and why. */
function CreditNoteDocument({ note }: { note: CreditNoteDetails }) {
  const html = useMemo(() => renderTaxInvoice({
    ...note,
    invoiceNo: note.creditNoteNo,
    createdOn: note.createdOn,
    fromCompanyPaymentDetails: null,
    items: note.items.map((i) => ({ ...i, quantity: '1', price: i.amount })),
    creditNote: { againstInvoiceNo: note.invoiceNo, againstInvoiceDate: note.invoiceDate, reason: note.reason },
  }), [note]);
  return (
    <>
      <style>{TAX_INVOICE_CSS}</style>
      <SanitizedHtml html={html} />
    </>
  );
}

export function CreditNotePanel({ note, onClose }: { note: CreditNote | null; onClose: () => void }) {
  const details = useCreditNoteDetailsQuery(note?.id ?? null);
  return (
    <SidePanel open={note !== null} title={note?.creditNoteNo ?? ''} onClose={onClose} width={INVOICE_PANEL_WIDTH}>
      {details.isError ? <Alert type="warning" showIcon title={errorMessage(details.error)} /> : null}
      {!details.data ? <Skeleton active paragraph={{ rows: 12 }} /> : (
        <div className="invoice-panel__document"><CreditNoteDocument note={details.data} /></div>
      )}
    </SidePanel>
  );
}
