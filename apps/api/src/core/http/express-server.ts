import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Nest's Express adapter with one change: the HTTP server creates each request and response already
 * carrying Express's prototypes (`app.request`, `app.response`), so the `Object.setPrototypeOf` that
 * Express's `app.handle` runs on every request changes nothing.
 *
 * Why (issue 18): changing an object's prototype after it was built made V8's scavenger keep what every
 * request had allocated. Under load each scavenge found 1.5-1.8 MB alive, all of it promoted to the old
 * generation, whatever the number of requests in flight (one at a time too), and paused the process 2.5-4 ms
 * 20 times a second, where a request is 7 ms. A one-route Express 5 app kept 3.6 MB with 4 ms pauses, and
 * 664 bytes with 0.3 ms built this way (docs/decisions.md, "Fourth pass"; `bench/young-gc.mjs` measures the
 * product). V8 skips a prototype change to the prototype an object already has, so Express is unchanged.
 */
export class PrototypeStableExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    // HTTPS, the 503-on-closing middleware and connection tracking stay Nest's own (none are used here).
    if (options?.httpsOptions || options?.return503OnClosing || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.setHttpServer(createServer(expressMessageClasses(app), app));
  }
}

/** Node's server options whose request and response classes build objects with `app`'s Express prototypes. */
function expressMessageClasses(app: Express): { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse } {
  // Node's two constructors are plain functions (not classes), so they can initialise an object whose
  // prototype chain is Express's: app.request -> express.request -> IncomingMessage.prototype.
  function ExpressRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof ServerResponse,
  };
}
