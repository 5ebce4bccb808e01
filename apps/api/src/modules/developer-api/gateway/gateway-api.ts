import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { NoRateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { GatewayInterceptor } from './gateway.interceptor.js';
import { ApiErrorAnswers } from '../../../core/http/openapi-answers.js';

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
}

/**
 * Declares a /api/v1 endpoint. Put it on a handler of a controller under `v1/...`:
 *
 *   @Post('html-to-pdf') @GatewayApi({ appId: 1, name: 'HTML To PDF', bodyLimit: 512 * 1024 })
 *   async render(@Body() body: HtmlToPdfDto, @GatewayCaller() caller: GatewayCallerInfo) { ... }
 *
 * The gateway then authenticates the key (X-API-Key or Authorization: Bearer), refuses inactive keys and
 * companies or an unsubscribed service, applies the per-key rate limit and the body limit, logs and meters
 * the call. The handler answers the product (a PNG, a PDF: return a StreamableFile) or throws an
 * HttpException, which the envelope reports. Tenant data: `TenantRunner.runAsCompany(caller.companyId, ...)`.
 */
export const GatewayApi = (options: GatewayApiOptions) =>
  applyDecorators(
    SetMetadata(GATEWAY_API, options),
    Public(),
    NoRateLimit(),
    UseInterceptors(GatewayInterceptor),
    ApiTags('developer-api'),
    ApiSecurity(API_KEY_SCHEME),
    // A bad or inactive key, an unsubscribed service, the per-key rate limit.
    ApiErrorAnswers(401, 403, 413, 429),
    ApiHeader({ name: 'X-API-Key', required: false, description: 'The API key (or send Authorization: Bearer <key>)' }),
  );
