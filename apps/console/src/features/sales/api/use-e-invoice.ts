import { useMutation } from '@tanstack/react-query';
import { apiBlob, apiPost, mutationKey, resolvePath } from '../../../api';
import { saveBlob } from '../../../shared/save-file';

export interface IrnInput {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQrCode: string;
}

/** GET /api/erp/sale-invoice/{id}/e-invoice: the IRP's INV-01 JSON of a B2B invoice, saved by the browser. */
export async function downloadEInvoice(invoiceId: number, invoiceNumber: string): Promise<void> {
  const blob = await apiBlob(resolvePath('/api/erp/sale-invoice/{id}/e-invoice', { id: invoiceId }), undefined, { notifyOnError: false });
  saveBlob(blob, `EINV_${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '_')}.json`);
}

/** POST /api/erp/sale-invoice/{id}/irn: the IRN, acknowledgement and signed QR the IRP returned. */
export function useSaveIrnMutation(invoiceId: number) {
  return useMutation({
    mutationKey: mutationKey('sales.irn', invoiceId),
    mutationFn: (input: IrnInput) => apiPost(resolvePath('/api/erp/sale-invoice/{id}/irn', { id: invoiceId }), input),
  });
}
