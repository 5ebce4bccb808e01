// The public surface of modules/search: other modules import only from here (scripts/check-boundaries.mjs).
export { SearchModule } from './search.module.js';
