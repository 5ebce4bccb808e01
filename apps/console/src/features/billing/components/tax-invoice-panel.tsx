import { DownloadOutlined, WalletOutlined } from '@ant-design/icons';
import { paymentModeLabel } from '@bizdesk/shared';
import { Alert, Button, Descriptions, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { formatDate } from '../../../shared/format';
import { INVOICE_PANEL_WIDTH, SidePanel } from '../../../shared/side-panel';
import { toast } from '../../../core/toast';
import { downloadInvoice, useInvoiceDetailsQuery, usePayInvoiceMutation, type Invoice } from '../api/billing-api';
import { InvoiceStatusTag } from './invoice-status-tag';
import { InvoiceProviderActions } from './invoice-provider-actions';
import { formatMoney } from '../../../shared/format';
import { TaxInvoiceDocument } from './tax-invoice-document';

export interface TaxInvoicePanelProps {
  invoice: Invoice | null;
  /** Pay Now is for the company whose invoice it is. */
  canPay: boolean;
  /** The provider's administrator: Record payment, Issue credit note, Mark refunded. */
  provider?: boolean;
  onClose: () => void;
}

/**
 * The 794px side panel (an A4 page at 96 dpi) titled with the invoice number: unpaid invoices show their
 * status badge and Pay Now; paid ones their status, payment mode, payment date and Download.
 */
export function TaxInvoicePanel({ invoice, canPay, provider = false, onClose }: TaxInvoicePanelProps) {
  const details = useInvoiceDetailsQuery(invoice?.id ?? null);
  const pay = usePayInvoiceMutation();
  const [downloading, setDownloading] = useState(false);
  const data = details.data;
  const paid = (data ?? invoice)?.paymentStatus === 'PAID';

  const download = async () => {
    if (!data) return;
    setDownloading(true);
    try {
      await downloadInvoice(data);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SidePanel open={invoice !== null} title={invoice?.invoiceNo ?? ''} onClose={onClose} width={INVOICE_PANEL_WIDTH}>
      {details.isError ? <Alert type="warning" showIcon title={errorMessage(details.error)} /> : null}
      {!data ? <Skeleton active paragraph={{ rows: 12 }} /> : (
        <Flex vertical gap="middle">
          <Flex className="invoice-panel__status" justify="space-between" align="center" wrap gap="small">
            {paid ? (
              <Descriptions size="small" column={3} items={[
                { key: 'status', label: 'Status', children: <InvoiceStatusTag status={data.paymentStatus} /> },
                { key: 'mode', label: 'Payment Mode', children: paymentModeLabel(data.paymentMode) },
                { key: 'date', label: 'Payment Date', children: formatDate(data.paidOn) },
                ...(data.paymentReference ? [{ key: 'ref', label: 'Reference', children: data.paymentReference }] : []),
              ]} />
            ) : (
              <Flex gap="small" align="center">
                <InvoiceStatusTag status={data.paymentStatus} />
                <span>Due {formatDate(data.dueDate)}: {formatMoney(data.amountDue)}</span>
              </Flex>
            )}
            {paid ? (
              <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>Download</Button>
            ) : canPay && Number(data.amountDue) > 0 ? (
              <Button type="primary" icon={<WalletOutlined />} loading={pay.isPending || pay.isSuccess} onClick={() => pay.mutate(data.id)}>
                Pay Now
              </Button>
            ) : null}
          </Flex>
          {provider ? <InvoiceProviderActions invoice={data} /> : null}
          <div className="invoice-panel__document">
            <TaxInvoiceDocument invoice={data} />
          </div>
        </Flex>
      )}
    </SidePanel>
  );
}
