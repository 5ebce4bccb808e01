import { resolvePath } from '@bizdesk/api-client';
import { usePageQuery } from '../../../shared/use-page-query';
import { invoiceFileName } from '@bizdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiGet, apiPost, mutationKey, type PageRequest } from '../../../api';
import { billingKeys } from './billing-keys';
import type { CreditNoteRequest, Invoice, OfflinePaymentRequest, PaymentStatus, RefundRequest } from './billing-types';

export type {
  BillingRun, CreditNote, CreditNoteDetails, DoublePayment, Invoice, InvoiceDetails, PaymentLink, PaymentStatus, SupportContact,
} from './billing-types';

/** GET /api/erp/billing: the provider's administrator gets every company's invoices, a company its own. */
export function useInvoicesQuery(request: PageRequest) {
  return usePageQuery(billingKeys.list(request), '/api/erp/billing', request, { get: { notifyOnError: false } });
}

export function useInvoiceDetailsQuery(id: number | null) {
  return useQuery({
    queryKey: billingKeys.details(id ?? 0),
    queryFn: () => apiGet('/api/erp/billing/details', { id: id! }),
    enabled: id !== null,
  });
}

/** Pay Now: asks for the invoice's PhonePe checkout page and sends the browser there. */
export function usePayInvoiceMutation() {
  return useMutation({
    mutationKey: mutationKey('billing.pay'),
    mutationFn: (invoiceId: number) => apiGet('/api/erp/billing/pay', { invoiceId }),
    onSuccess: (link) => window.location.assign(link.url),
  });
}

/** Saves the invoice's PDF under its invoice number. */
export async function downloadInvoice(invoice: Pick<Invoice, 'id' | 'invoiceNo'>): Promise<void> {
  const blob = await apiBlob('/api/erp/billing/download', { id: invoice.id });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice.invoiceNo);
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The status page's verification: the server asks PhonePe; the answer's message is what the page shows. */
export async function checkPaymentStatus(orderId: string): Promise<{ status: PaymentStatus; message: string }> {
  const { data, message } = await apiPost('/api/erp/billing/pay-status', { orderId });
  return { status: data, message };
}

export function useSupportContactQuery() {
  return useQuery({
    queryKey: billingKeys.support(),
    queryFn: () => apiGet('/api/erp/billing/support', undefined, { notifyOnError: false }),
    staleTime: 10 * 60_000,
  });
}

/** SUPER_ADMIN: bill a month again; its progress is polled until done. */
export function useRunBillingMutation() {
  return useMutation({
    mutationKey: mutationKey('billing.run'),
    mutationFn: (month: string) => apiPost('/api/erp/billing/run', { month }),
  });
}

export function useBillingRunQuery(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: billingKeys.run(id ?? 0),
    queryFn: async () => {
      const run = await apiGet('/api/erp/billing/run', { id: id! });
      if (run.status === 'DONE') void queryClient.invalidateQueries({ queryKey: billingKeys.lists() });
      return run;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'DONE' ? false : 2000),
  });
}

/** GST credit notes (issue 30 item 4): a company's own, every company's for the provider. */
export function useCreditNotesQuery(request: PageRequest) {
  return usePageQuery(billingKeys.creditNotes(request), '/api/erp/billing/credit-notes', request, { get: { notifyOnError: false } });
}

export function useCreditNoteDetailsQuery(id: number | null) {
  return useQuery({
    queryKey: billingKeys.creditNote(id ?? 0),
    queryFn: () => apiGet('/api/erp/billing/credit-note/details', { id: id! }),
    enabled: id !== null,
  });
}

/** SUPER_ADMIN: a bank transfer, UPI or cheque payment of an invoice. */
export function useRecordPaymentMutation() {
  return useMutation({
    mutationKey: mutationKey('billing.offline-payment'),
    mutationFn: ({ invoiceId, ...body }: OfflinePaymentRequest & { invoiceId: number }) =>
      apiPost(resolvePath('/api/erp/billing/invoice/{id}/offline-payment', { id: invoiceId }), body),
  });
}

/** SUPER_ADMIN: a credit note against an invoice (every line not yet credited, or chosen lines and amounts). */
export function useIssueCreditNoteMutation() {
  return useMutation({
    mutationKey: mutationKey('billing.credit-note'),
    mutationFn: ({ invoiceId, ...body }: CreditNoteRequest & { invoiceId: number }) =>
      apiPost(resolvePath('/api/erp/billing/invoice/{id}/credit-note', { id: invoiceId }), body),
  });
}

/** SUPER_ADMIN: payments of an already paid invoice, to refund. */
export function useDoublePaymentsQuery(invoiceId: number | null) {
  return useQuery({
    queryKey: billingKeys.doublePayments(invoiceId ?? 0),
    queryFn: () => apiGet(resolvePath('/api/erp/billing/invoice/{id}/double-payments', { id: invoiceId! })),
    enabled: invoiceId !== null,
  });
}

export function useMarkRefundedMutation() {
  return useMutation({
    mutationKey: mutationKey('billing.refund'),
    mutationFn: ({ orderId, ...body }: RefundRequest & { orderId: number }) =>
      apiPost(resolvePath('/api/erp/billing/order/{id}/refund', { id: orderId }), body),
  });
}
