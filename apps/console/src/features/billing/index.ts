// The billing feature's public surface (the router imports its pages lazily by path).
export { BillingPage } from './pages/billing-page';
export { PaymentStatusPage } from './pages/payment-status-page';
