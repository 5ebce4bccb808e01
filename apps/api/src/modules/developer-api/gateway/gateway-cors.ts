import { Injectable, RequestMethod, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Request, Response } from 'express';
import { routeHandlers } from '../../../core/discovery/route-handlers.js';
import { GatewayClock } from './gateway-clock.js';
import { GatewayKeysRepository } from './gateway-keys.repository.js';
import { GATEWAY_API, type GatewayApiOptions } from './gateway-options.js';

/** What a page may send with a call: the key (either header), the JSON or form body and the image type it wants. */
const ALLOWED_HEADERS = 'X-API-Key, Authorization, Content-Type, Accept';
/** What a page may read of an answer beyond the simple headers: the rate limit's wait and an attachment's name. */
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition';
/** How long a browser may reuse a preflight answer. Removing an origin still stops calls at once: the call's own answer then has no Allow-Origin. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

interface GatewayRoute {
  segments: string[];
  method: string;
  appId: number;
}

/**
 * CORS for /api/v1, per API key (issue 30). A call's answer carries Access-Control-Allow-Origin only when the
 * key it used lists the page's origin. A preflight (OPTIONS) carries no key, so it is allowed when the origin is
 * listed on ANY active, unexpired key of an active company subscribed to the service of the path asked for; the
 * answer is kept for a couple of seconds per origin and service (a page's preflights cost no query each). A
 * preflight is never logged, metered or counted against a key's rate; a refused one counts against the
 * address's refusals like a call without a usable key.
 */
@Injectable()
export class GatewayCors implements OnApplicationBootstrap {
  static readonly TTL_MS = 2000;
  static readonly MAX_ENTRIES = 10_000;
  private routes: GatewayRoute[] = [];
  private readonly decisions = new Map<string, { ok: boolean; until: number }>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly keys: GatewayKeysRepository,
    private readonly clock: GatewayClock,
  ) {}

  /** Every @GatewayApi route with its service, so a preflight's path names the service it is for. */
  onApplicationBootstrap(): void {
    this.routes = [];
    for (const { handler, method, path } of routeHandlers(this.discovery, this.scanner)) {
      const api = Reflect.getMetadata(GATEWAY_API, handler) as GatewayApiOptions | undefined;
      if (api) this.routes.push({ segments: path.split('/').filter(Boolean), method: RequestMethod[method], appId: api.appId });
    }
  }

  /** The gateway routes at `path` (as the request has it, /api/v1/...): their service and methods. */
  routesAt(path: string): { appId: number; methods: string[] } | null {
    const segments = path.replace(/^\/api(?=\/)/, '').split('/').filter(Boolean);
    const matching = this.routes.filter((r) => r.segments.length === segments.length && r.segments.every((s, i) => s.startsWith(':') || s === segments[i]));
    if (matching.length === 0) return null;
    return { appId: matching[0].appId, methods: [...new Set(matching.map((r) => r.method))] };
  }

  /** Whether a preflight from `origin` for service `appId` may be answered yes (cached briefly); without `mayLookUp`, only what is cached. */
  async preflightAllowed(origin: string, appId: number, mayLookUp: boolean): Promise<boolean> {
    const now = this.clock.now();
    const cacheKey = `${appId} ${origin}`;
    const hit = this.decisions.get(cacheKey);
    if (hit && hit.until > now) return hit.ok;
    if (!mayLookUp) return false;
    const ok = await this.keys.originAllowed(origin, appId, new Date(now));
    if (this.decisions.size >= GatewayCors.MAX_ENTRIES) this.decisions.clear();
    this.decisions.set(cacheKey, { ok, until: now + GatewayCors.TTL_MS });
    return ok;
  }

  /** A key's origins changed, or a key stopped working: this instance asks again at the next preflight. */
  forgetDecisions(): void {
    this.decisions.clear();
  }

  answerPreflight(req: Request, res: Response, methods: string[]): void {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin!);
    res.setHeader('Access-Control-Allow-Methods', methods.join(', '));
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    res.setHeader('Vary', 'Origin');
  }

  /** On a call's answer (success or refusal alike): Allow-Origin only when the key used lists the page's origin. */
  static applyToCall(origin: string | undefined, keyOrigins: readonly string[], res: Response): void {
    if (origin === undefined) return;
    res.setHeader('Vary', 'Origin');
    if (!keyOrigins.includes(origin)) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
}
