import type { Schemas } from '@bizdesk/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, mutationKey, toFormData } from '../../../api';

export type InvoiceDetails = Schemas['CompanyInvoiceDetailsView'];
export type InvoiceDetailsInput = Schemas['SaveCompanyInvoiceDetailsDto'];

export const invoiceDetailsKeys = {
  all: ['invoice-details'] as const,
};

/** GET /api/erp/invoice-details: what the company's sale invoices print about it (phone, e-mail, logo, bank, UPI). */
export function useInvoiceDetailsQuery(enabled = true) {
  return useQuery({
    queryKey: invoiceDetailsKeys.all,
    queryFn: () => apiGet('/api/erp/invoice-details', undefined, { notifyOnError: false }),
    enabled,
  });
}

export function useSaveInvoiceDetailsMutation() {
  return useMutation({
    mutationKey: mutationKey('profiles.invoice-details.save'),
    mutationFn: (input: InvoiceDetailsInput) => apiPost('/api/erp/invoice-details', input),
  });
}

/** POST (a file) or DELETE /api/erp/invoice-details/logo. */
export function useLogoMutation() {
  return useMutation({
    mutationKey: mutationKey('profiles.invoice-details.logo'),
    mutationFn: (file: File | null) => (file
      ? apiPost('/api/erp/invoice-details/logo', toFormData({ file }))
      : apiDelete('/api/erp/invoice-details/logo', {})),
  });
}
