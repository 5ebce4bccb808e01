import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { INVOICE_PANEL_WIDTH, SidePanel } from '../../../shared/side-panel';
import { useSaleInvoiceQuery } from '../api/use-sale-invoices';
import { printInvoice } from '../print-invoice';
import { CreditNotePanel } from './credit-note-panel';
import { InvoiceDocument } from './invoice-document';

/** The 794 px side panel with the printable invoice. */
export function InvoicePanel({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const invoice = useSaleInvoiceQuery(invoiceId);
  const documentRef = useRef<HTMLDivElement>(null);
  const [crediting, setCrediting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => setBanner(null), [invoiceId]);
  return (
    <SidePanel
      open={invoiceId !== null}
      title={invoice.data?.invoiceNumber ?? 'Invoice'}
      width={INVOICE_PANEL_WIDTH}
      onClose={onClose}
      extra={
        <Flex gap="small">
          <Button icon={<RollbackOutlined />} onClick={() => setCrediting(true)} disabled={!invoice.data}>
            Credit Note
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
