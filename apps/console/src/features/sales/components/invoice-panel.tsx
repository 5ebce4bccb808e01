import { CloudUploadOutlined, FilePdfOutlined, FileProtectOutlined, PrinterOutlined, RollbackOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { INVOICE_PANEL_WIDTH, SidePanel } from '../../../shared/side-panel';
import { useSaleInvoiceQuery } from '../api/use-sale-invoices';
import { printInvoice } from '../print-invoice';
import { errorMessage } from '../../../api';
import { downloadEInvoice } from '../api/use-e-invoice';
import { downloadInvoicePdf, shareOnWhatsapp } from '../api/invoice-sharing';
import { CreditNotePanel } from './credit-note-panel';
import { IrnPanel } from './irn-panel';
import { InvoiceDocument } from './invoice-document';
import { useCan } from '../../../core/access';

/** The 794 px side panel with the printable invoice. */
export function InvoicePanel({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const invoice = useSaleInvoiceQuery(invoiceId);
  const documentRef = useRef<HTMLDivElement>(null);
  const [crediting, setCrediting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [recordingIrn, setRecordingIrn] = useState(false);
  const [busy, setBusy] = useState<'pdf' | 'share' | null>(null);
  const run = (kind: 'pdf' | 'share', work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(kind);
    work()
      .then(() => { if (kind === 'share') setBanner({ type: 'success', text: 'WhatsApp opened with the invoice link (valid for 30 days).' }); })
      .catch((e: unknown) => setBanner({ type: 'warning', text: errorMessage(e) }))
      .finally(() => setBusy(null));
  };
  // Credit notes and IRNs are sales.write: a read-only role views, prints and downloads.
  const mayWrite = useCan('sales.write');
  // e-invoices are for B2B tax invoices (a buyer GSTIN); B2C invoices carry a dynamic QR instead.
  const b2b = invoice.data?.documentType === 'TAX_INVOICE' && Boolean(invoice.data.customer.gstin);
  useEffect(() => setBanner(null), [invoiceId]);
  return (
    <SidePanel
      open={invoiceId !== null}
      title={invoice.data?.invoiceNumber ?? 'Invoice'}
      width={INVOICE_PANEL_WIDTH}
      onClose={onClose}
      extra={
        <Flex gap="small">
          {b2b && invoice.data ? (
            <Button icon={<CloudUploadOutlined />} onClick={() => {
              const data = invoice.data!;
              downloadEInvoice(data.id, data.invoiceNumber).catch((e: unknown) => setBanner({ type: 'warning', text: errorMessage(e) }));
            }}>
              e-Invoice JSON
            </Button>
          ) : null}
          {mayWrite && b2b && invoice.data && !invoice.data.eInvoice ? (
            <Button icon={<FileProtectOutlined />} onClick={() => setRecordingIrn(true)}>Record IRN</Button>
          ) : null}
          {mayWrite ? (
            <Button icon={<RollbackOutlined />} onClick={() => setCrediting(true)} disabled={!invoice.data}>
              Credit Note
            </Button>
          ) : null}
          <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} disabled={!invoice.data} onClick={() => {
            const data = invoice.data!;
            run('pdf', () => downloadInvoicePdf(data.id, data.invoiceNumber));
          }}>
            PDF
          </Button>
          <Button icon={<WhatsAppOutlined />} loading={busy === 'share'} disabled={!invoice.data} onClick={() => run('share', () => shareOnWhatsapp(invoice.data!.id))}>
            Share
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => {
              const node = documentRef.current?.firstElementChild;
              if (node instanceof HTMLElement && invoice.data) printInvoice(node, invoice.data.invoiceNumber);
            }} disabled={!invoice.data}>
            Print
          </Button>
        </Flex>
      }
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <div ref={documentRef}>
        {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : <Typography.Text type="secondary">Please wait...</Typography.Text>}
      </div>
      {invoiceId !== null ? (
        <IrnPanel invoiceId={invoiceId} open={recordingIrn} onClose={() => setRecordingIrn(false)} onSaved={(message) => {
          setRecordingIrn(false);
          setBanner({ type: 'success', text: message });
        }} />
      ) : null}
      <CreditNotePanel
        invoice={crediting ? invoice.data ?? null : null}
        onClose={() => setCrediting(false)}
        onSaved={(message) => {
          setCrediting(false);
          setBanner({ type: 'success', text: message });
        }}
      />
    </SidePanel>
  );
}
