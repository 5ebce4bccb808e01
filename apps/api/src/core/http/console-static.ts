import { existsSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** The built console (apps/console/dist), found from this file in src/ and in dist/ alike. */
export function consoleDistDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../../console/dist'), resolve(here, '../../../../../apps/console/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

const ASSET_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/**
 * The build's gzipped copy of an asset (name.gz, written by apps/console/vite.config.ts) for a browser that accepts
 * gzip: a phone on a slow network downloads a quarter of the bytes, with no compression work per request.
 */
function precompressed(assets: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = basename(req.path);
    const type = ASSET_TYPES[extname(name)];
    if (!type || name !== req.path.slice(1) || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return next();
    const file = join(assets, `${name}.gz`);
    if (!existsSync(file)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.sendFile(file, { immutable: true, maxAge: '365d' }, (error) => {
      if (error) next(error);
    });
  };
}

/**
 * Serves the console under /admin: hashed assets cached for a year, index.html never cached, and
 * every other /admin path answered with index.html so the client router can resolve it.
 */
export function serveConsole(app: Express, dir: string): void {
  app.get('/', (_req: Request, res: Response) => res.redirect(302, '/admin/'));
  app.use('/admin/assets', precompressed(join(dir, 'assets')));
  app.use('/admin/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use('/admin', express.static(dir, { index: false, maxAge: 0 }));
  app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dir, 'index.html'));
  });
}
