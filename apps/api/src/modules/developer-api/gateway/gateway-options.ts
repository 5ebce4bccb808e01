/** What @GatewayApi records on a handler; read by the gateway guard (kept apart from the decorator, no cycle). */
export const GATEWAY_API = 'bizdesk:gateway-api';
/** The OpenAPI security scheme of /api/v1 (registered in core/http/openapi.ts's document builder). */
export const API_KEY_SCHEME = 'ApiKey';

export interface GatewayApiOptions {
  /** The service it belongs to (services.app_id): 1 HTML To PDF, 2 Face Identification, 6 BarCode, 7 QRCode. */
  appId: number;
  /** The service's name in refusals: "Subscribe to QRCode to use this". */
  name: string;
  /** Largest accepted request body in bytes (Content-Length); the global JSON parser caps everything at 1 MB. */
  bodyLimit: number;
  /** A multipart upload (one file in `field`, at most maxBytes), received to disk only once the caller is let in. */
  upload?: { field: string; maxBytes: number };
  /**
   * false: the operation is never charged (listing or deleting what the company stored: face persons). Its
   * calls are logged with the reason FREE_OPERATION. Every other operation is billable when it answers 2xx.
   */
  billable?: boolean;
}
