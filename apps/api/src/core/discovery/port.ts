import { Injectable, SetMetadata, type OnModuleInit, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/** What a consumer injects: the one implementation, found when the application starts. */
export interface PortRef<T> {
  get(): T;
}

/**
 * A port: a contract a lower layer owns (core, or a module others build on) and another module
 * implements, without a global module and without the lower layer importing the higher one.
 *
 *   // the owner (e.g. core/tenancy/session.ts)
 *   export const SessionVerifierPort = definePort<SessionVerifier>('session-verifier');
 *   // its module provides and exports SessionVerifierPort.Ref (and imports DiscoveryModule)
 *   constructor(private readonly sessions: SessionVerifierPort.Ref) {}  ...  this.sessions.get().readToken(token)
 *   // the implementer (a provider of any module)
 *   @Injectable() @SessionVerifierPort.Implementation() export class SessionVerifierService implements SessionVerifier {}
 *
 * At most one provider may implement a port (the application refuses to start with two); using a port
 * nobody implements throws.
 */
export function definePort<T>(name: string): { Ref: Type<PortRef<T>>; Implementation: () => ClassDecorator } {
  const key = `bizdesk:port:${name}`;

  @Injectable()
  class Ref implements PortRef<T>, OnModuleInit {
    private implementation: T | null = null;

    constructor(private readonly discovery: DiscoveryService) {}

    onModuleInit(): void {
      const found = new Set(
        this.discovery
          .getProviders()
          .filter((w) => w.metatype && w.instance && Reflect.getMetadata(key, w.metatype) === true)
          .map((w) => w.instance as T),
      );
      if (found.size > 1) throw new Error(`port '${name}': expected one implementation, found ${found.size}`);
      // None is allowed while nothing uses the port (a test module built from core alone); get() says so.
      this.implementation = [...found][0] ?? null;
    }

    get(): T {
      if (!this.implementation) throw new Error(`port '${name}' has no implementation (or is used before the application started)`);
      return this.implementation;
    }
  }
  Object.defineProperty(Ref, 'name', { value: `${name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Port` });

  return { Ref, Implementation: () => SetMetadata(key, true) };
}
