import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** The built console (apps/console/dist), found from this file in src/ and in dist/ alike. */
export function consoleDistDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../../console/dist'), resolve(here, '../../../../../apps/console/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/**
 * Serves the console under /admin: hashed assets cached for a year, index.html never cached, and
 * every other /admin path answered with index.html so the client router can resolve it.
 */
export function serveConsole(app: Express, dir: string): void {
  app.get('/', (_req: Request, res: Response) => res.redirect(302, '/admin/'));
  app.use('/admin/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use('/admin', express.static(dir, { index: false, maxAge: 0 }));
  app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dir, 'index.html'));
  });
}
