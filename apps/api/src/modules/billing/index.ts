// The public surface of the billing module.
export { BillingModule } from './billing.module.js';
export { BillingClock } from './services/billing-clock.js';
export { BillingSummaryService } from './services/billing-summary.service.js';
export { BillingMonthSummaryView } from './dtos/billing.views.js';
