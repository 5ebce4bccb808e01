import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { NoRateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { GatewayInterceptor } from './gateway.interceptor.js';
import { API_KEY_SCHEME, GATEWAY_API, type GatewayApiOptions } from './gateway-options.js';

export { API_KEY_SCHEME, GATEWAY_API, type GatewayApiOptions };
import { ApiErrorAnswers } from '../../../core/http/openapi-answers.js';

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
