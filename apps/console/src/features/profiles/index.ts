// The public surface of features/profiles for other features.
export { InvoiceDetailsCard } from './components/invoice-details-card';
