import type { PageRequest } from '../../../api';

/** Query keys for billing: invalidate `all` after a payment or a run. */
export const billingKeys = {
  all: ['billing'] as const,
  lists: () => [...billingKeys.all, 'list'] as const,
  list: (request: PageRequest) => [...billingKeys.lists(), request] as const,
  details: (id: number) => [...billingKeys.all, 'details', id] as const,
  creditNotes: (request: PageRequest) => [...billingKeys.all, 'credit-notes', request] as const,
  creditNote: (id: number) => [...billingKeys.all, 'credit-note', id] as const,
  doublePayments: (invoiceId: number) => [...billingKeys.all, 'double-payments', invoiceId] as const,
  run: (id: number) => [...billingKeys.all, 'run', id] as const,
  paymentStatus: (orderId: string) => [...billingKeys.all, 'payment-status', orderId] as const,
  support: () => [...billingKeys.all, 'support'] as const,
};
