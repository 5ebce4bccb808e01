// The public surface of modules/provider-overview: other modules import only from here (scripts/check-boundaries.mjs).
export { ProviderOverviewModule } from './provider-overview.module.js';
