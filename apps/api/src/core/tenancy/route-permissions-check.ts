import { Injectable, RequestMethod, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ANY_SIGNED_IN_USER, REQUIRED_PERMISSION } from './permissions.js';
import { IS_PUBLIC, PLATFORM_SCOPE } from './route-metadata.js';

function joinPath(...parts: (string | string[] | undefined)[]): string {
  const segments = parts.map((p) => (Array.isArray(p) ? p[0] : p) ?? '').flatMap((p) => p.split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}

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
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type<unknown> | undefined;
      if (!controller || !wrapper.instance) continue;
      const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        if (declared(IS_PUBLIC, controller, handler) === true) continue;
        if (declared(REQUIRED_PERMISSION, controller, handler) || declared(ANY_SIGNED_IN_USER, controller, handler)
          || declared(PLATFORM_SCOPE, controller, handler)) continue;
        const path = joinPath(Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler));
        missing.push(`${RequestMethod[method]} ${path} (${controller.name}.${name})`);
      }
    }
    return missing;
  }
}
