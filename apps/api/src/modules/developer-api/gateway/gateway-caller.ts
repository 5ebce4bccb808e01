import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who is calling a /api/v1 endpoint, as the gateway authenticated it. */
export interface GatewayCallerInfo {
  companyId: number;
  apiKeyId: number;
  appId: number;
  startedAt: number;
  /** False for an operation that is never charged (GatewayApiOptions.billable). */
  billable: boolean;
  /** What the call log's Status column shows; the gateway fills it from errors. */
  message?: string;
}

export type GatewayRequest = Request & { gateway?: GatewayCallerInfo };

export const GatewayCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): GatewayCallerInfo => {
  const caller = ctx.switchToHttp().getRequest<GatewayRequest>().gateway;
  if (!caller) throw new Error('@GatewayCaller() used outside a @GatewayApi() route');
  return caller;
});
