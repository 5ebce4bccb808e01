import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';

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
