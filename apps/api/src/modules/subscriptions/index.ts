// The public surface of modules/subscriptions: other modules import only from here (scripts/check-boundaries.mjs).
export { HistoryEntryView } from './dtos/subscription.dtos.js';
export { SubscriptionsService } from './services/subscriptions.service.js';
export { SubscriptionsModule } from './subscriptions.module.js';
