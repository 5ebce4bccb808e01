import { Injectable } from '@nestjs/common';
import { RouteCheck } from '../discovery/route-handlers.js';
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
export class RoutePermissionsCheck extends RouteCheck {
  protected offending(): string[] {
    return this.routesWithoutPermission();
  }

  protected refusal(routes: string): string {
    return `These company routes declare no permission (@RequirePermission('<area>.read|write') from core/tenancy/permissions.ts, ` +
      `@AnySignedInUser() or @PlatformScope()): ${routes}`;
  }

  routesWithoutPermission(): string[] {
    const missing: string[] = [];
    for (const { controller, handler, label } of this.routes()) {
      if (declared(IS_PUBLIC, controller, handler) === true) continue;
      if (declared(REQUIRED_PERMISSION, controller, handler) || declared(ANY_SIGNED_IN_USER, controller, handler)
        || declared(PLATFORM_SCOPE, controller, handler)) continue;
      missing.push(label);
    }
    return missing;
  }
}
