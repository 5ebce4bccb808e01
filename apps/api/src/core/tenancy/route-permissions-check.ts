import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { routeHandlers } from '../discovery/route-handlers.js';
import { ANY_SIGNED_IN_USER, REQUIRED_PERMISSION } from './permissions.js';
import { IS_PUBLIC, PLATFORM_SCOPE } from './route-metadata.js';

function declared(key: string, controller: Function, handler: object): unknown {
  return Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
}

/**
 * Every route a company's session reaches (any route not @Public) says what its caller's role needs:
 * @RequirePermission('<area>.<read|write>'), or @AnySignedInUser() for the user's own things (profile,
 * password, logout, menu), or @PlatformScope() for the provider's cross-tenant routes. A route with none of
 * them would be open to every role by omission, so the API refuses to start instead (as BodyReadersCheck
 * does for body readers).
 */
@Injectable()
export class RoutePermissionsCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    const missing = this.routesWithoutPermission();
    if (missing.length > 0) {
      throw new Error(
        `These company routes declare no permission (@RequirePermission('<area>.read|write') from core/tenancy/permissions.ts, ` +
          `@AnySignedInUser() or @PlatformScope()): ${missing.join(', ')}`,
      );
    }
  }

  routesWithoutPermission(): string[] {
    const missing: string[] = [];
    for (const { controller, handler, label } of routeHandlers(this.discovery, this.scanner)) {
      if (declared(IS_PUBLIC, controller, handler) === true) continue;
      if (declared(REQUIRED_PERMISSION, controller, handler) || declared(ANY_SIGNED_IN_USER, controller, handler)
        || declared(PLATFORM_SCOPE, controller, handler)) continue;
      missing.push(label);
    }
    return missing;
  }
}
