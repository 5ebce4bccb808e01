// The public surface of modules/api-docs: other modules import only from here (scripts/check-boundaries.mjs).
export { ApiDocsModule } from './api-docs.module.js';
