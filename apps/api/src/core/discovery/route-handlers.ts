import { Injectable, RequestMethod, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';

/** One HTTP handler of a controller, as the start-up checks (body readers, route permissions) walk them. */
export interface RouteHandler {
  controller: Type<unknown>;
  handler: object;
  name: string;
  method: RequestMethod;
  /** The controller's and the handler's paths joined (without the global prefix). */
  path: string;
  /** "POST /erp/expense (ExpenseController.save)", for a start-up refusal. */
  label: string;
}

function joinPath(...parts: (string | string[] | undefined)[]): string {
  const segments = parts.map((p) => (Array.isArray(p) ? p[0] : p) ?? '').flatMap((p) => p.split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}

/** Every route handler of every controller the application registered. */
export function* routeHandlers(discovery: DiscoveryService, scanner: MetadataScanner): Generator<RouteHandler> {
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type<unknown> | undefined;
    if (!controller || !wrapper.instance) continue;
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const path = joinPath(Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler));
      yield { controller, handler, name, method, path, label: `${RequestMethod[method]} ${path} (${controller.name}.${name})` };
    }
  }
}

/**
 * A start-up check over every route: the API refuses to start while `offending()` names any route (by its label),
 * with `refusal(list)` saying what those routes lack. Subclasses are providers of the module whose rule they keep.
 */
@Injectable()
export abstract class RouteCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  /** The labels of the routes that break the rule. */
  protected abstract offending(): string[];
  /** The start-up error for `routes` (labels joined by commas). */
  protected abstract refusal(routes: string): string;

  onApplicationBootstrap(): void {
    const missing = this.offending();
    if (missing.length > 0) throw new Error(this.refusal(missing.join(', ')));
  }

  protected routes(): Generator<RouteHandler> {
    return routeHandlers(this.discovery, this.scanner);
  }
}
