// The public surface of modules/masters: other modules import only from here (scripts/check-boundaries.mjs).
export { MastersModule } from './masters.module.js';
export { MASTER_MESSAGES, MastersService } from './services/masters.service.js';
