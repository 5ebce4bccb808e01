// The public surface of modules/html-to-pdf: other modules import only from here (scripts/check-boundaries.mjs).
export { HtmlToPdfModule } from './html-to-pdf.module.js';
