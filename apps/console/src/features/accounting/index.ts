// The public surface of features/accounting for other features (scripts/check-boundaries.mjs).
export { BooksAlerts } from './components/books-alerts';
