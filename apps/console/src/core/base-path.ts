/**
 * The console lives under /admin (the API serves it there). vite.config.ts builds with
 * this base and the router uses it as basename, so the two cannot disagree.
 * No imports: the Vite config loads this file directly.
 */
export const APP_BASENAME = '/admin';
