import { PrinterOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useRef } from 'react';
import { INVOICE_PANEL_WIDTH, SidePanel } from '../../../shared/side-panel';
import { useSaleInvoiceQuery } from '../api/use-sale-invoices';
import { printInvoice } from '../print-invoice';
import { InvoiceDocument } from './invoice-document';

/** The 794 px side panel with the printable invoice. */
export function InvoicePanel({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const invoice = useSaleInvoiceQuery(invoiceId);
  const documentRef = useRef<HTMLDivElement>(null);
  return (
    <SidePanel
      open={invoiceId !== null}
      title={invoice.data?.invoiceNumber ?? 'Invoice'}
      width={INVOICE_PANEL_WIDTH}
      onClose={onClose}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => {
            const node = documentRef.current?.firstElementChild;
            if (node instanceof HTMLElement && invoice.data) printInvoice(node, invoice.data.invoiceNumber);
          }} disabled={!invoice.data}>
          Print
        </Button>
      }
    >
      <div ref={documentRef}>
        {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : <Typography.Text type="secondary">Please wait...</Typography.Text>}
      </div>
    </SidePanel>
  );
}
