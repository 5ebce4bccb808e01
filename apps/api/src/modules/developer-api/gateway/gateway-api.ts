import { Injectable, SetMetadata, UseGuards, UseInterceptors, applyDecorators, mixin, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import { ApiHeader, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { NoRateLimit } from '../../../core/http/rate-limit.js';
import { UPLOAD_FIELD, receiveUploadGuard } from '../../../core/http/upload-body.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import type { GatewayRequest } from './gateway-caller.js';
import { GatewayGuard, GatewayInterceptor, messageOf } from './gateway.guard.js';
import { API_KEY_SCHEME, GATEWAY_API, type GatewayApiOptions } from './gateway-options.js';

export { API_KEY_SCHEME, GATEWAY_API, type GatewayApiOptions };
import { ApiErrorAnswers } from '../../../core/http/openapi-answers.js';

/** Reads a gateway route's upload once the GatewayGuard has let the caller in; a failed upload is the call log's message. */
function gatewayUploadGuard(field: string, maxBytes: number): Type<CanActivate> {
  const ReceiveUploadGuard = receiveUploadGuard(field, maxBytes);
  @Injectable()
  class GatewayUploadGuard extends ReceiveUploadGuard {
    async canActivate(ctx: ExecutionContext): Promise<boolean> {
      try {
        return await (super.canActivate(ctx) as Promise<boolean>);
      } catch (err) {
        const caller = ctx.switchToHttp().getRequest<GatewayRequest>().gateway;
        if (caller) caller.message = messageOf(err);
        throw err;
      }
    }
  }
  return mixin(GatewayUploadGuard);
}

/** @ReceiveUpload under @GatewayApi would read the body before the key is checked: refused when the code loads. */
const NoUploadBeforeGateway = (): MethodDecorator => (_target, key, descriptor) => {
  if (Reflect.getMetadata(UPLOAD_FIELD, descriptor.value as object)) {
    throw new Error(`${String(key)}: use @GatewayApi({ upload }) instead of @ReceiveUpload, so the API key is checked before the body is read`);
  }
};

/**
 * Declares a /api/v1 endpoint. Put it on a handler of a controller under `v1/...`:
 *
 *   @Post('html-to-pdf') @GatewayApi({ appId: 1, name: 'HTML To PDF', bodyLimit: 512 * 1024 })
 *   async render(@Body() body: HtmlToPdfDto, @GatewayCaller() caller: GatewayCallerInfo) { ... }
 *
 * The gateway then authenticates the key (X-API-Key or Authorization: Bearer), refuses inactive keys and
 * companies or an unsubscribed service, applies the per-key rate limit and the body limit, logs and meters
 * the call. With `upload` the multipart file is read to disk after those checks (never for a stranger).
 * The handler answers the product (a PNG, a PDF: return a StreamableFile) or throws an HttpException,
 * which the envelope reports. Tenant data: `TenantRunner.runAsCompany(caller.companyId, ...)`.
 */
export const GatewayApi = (options: GatewayApiOptions) =>
  applyDecorators(
    NoUploadBeforeGateway(),
    SetMetadata(GATEWAY_API, options),
    Public(),
    NoRateLimit(),
    // Guards run in this order, after the global ones (which a public, unthrottled route passes at once).
    options.upload
      ? UseGuards(GatewayGuard, gatewayUploadGuard(options.upload.field, options.upload.maxBytes))
      : UseGuards(GatewayGuard),
    UseInterceptors(GatewayInterceptor),
    ApiTags('developer-api'),
    ApiSecurity(API_KEY_SCHEME),
    // A bad or inactive key, an unsubscribed service, the per-key rate limit.
    ApiErrorAnswers(401, 403, 413, 429),
    ApiHeader({ name: 'X-API-Key', required: false, description: 'The API key (or send Authorization: Bearer <key>)' }),
  );
