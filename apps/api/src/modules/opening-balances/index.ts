// The public surface of modules/opening-balances: other modules import only from here (scripts/check-boundaries.mjs).
export { OpeningBalancesModule } from './opening-balances.module.js';
