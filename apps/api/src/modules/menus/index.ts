// The public surface of modules/menus: other modules import only from here (scripts/check-boundaries.mjs).
export { MenusModule } from './menus.module.js';
export { MenusService } from './services/menus.service.js';
export type { MenuEntry } from './services/menus.service.js';
