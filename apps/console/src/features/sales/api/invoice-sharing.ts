import { apiBlob, apiPost, resolvePath } from '../../../api';
import { saveBlob } from '../../../shared/save-file';
import type { ShareLink } from './sales-types';

/** "INV/2627/00001" -> "INV-2627-00001.pdf", as the API names it. */
export function invoicePdfName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

/** GET /api/erp/sale-invoice/{id}/pdf: the invoice as a PDF, saved by the browser. */
export async function downloadInvoicePdf(invoiceId: number, invoiceNumber: string): Promise<void> {
  const blob = await apiBlob(resolvePath('/api/erp/sale-invoice/{id}/pdf', { id: invoiceId }), undefined, { notifyOnError: false });
  saveBlob(blob, invoicePdfName(invoiceNumber));
}

/** The wa.me link: to the customer's number when the API found one, else WhatsApp asks whom to send it to. */
export function whatsappLink(share: ShareLink): string {
  return share.whatsappUrl ?? `https://wa.me/?text=${encodeURIComponent(share.message)}`;
}

/**
 * POST /api/erp/sale-invoice/{id}/share: a 30-day link to the PDF and the message. The WhatsApp window is opened
 * before the request (a popup opened after an await is blocked), then pointed at the link.
 */
export async function shareOnWhatsapp(invoiceId: number): Promise<ShareLink> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { data } = await apiPost(resolvePath('/api/erp/sale-invoice/{id}/share', { id: invoiceId }));
    if (tab) tab.location.href = whatsappLink(data);
    else window.open(whatsappLink(data), '_blank', 'noopener');
    return data;
  } catch (e) {
    tab?.close();
    throw e;
  }
}
