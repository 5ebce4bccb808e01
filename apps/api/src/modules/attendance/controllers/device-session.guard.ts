import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { DeviceSessionsService } from '../services/device-sessions.service.js';

/**
 * A live attendance-device session (Bearer dev....), checked before the route's body is read: the face kiosk's
 * picture is received to disk only from a device that is logged in (401 otherwise, as the service answers), whose
 * company may use HRMS and from one of its addresses (403).
 */
@Injectable()
export class DeviceSessionGuard implements CanActivate {
  constructor(private readonly runner: TenantRunner, private readonly sessions: DeviceSessionsService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const principal = this.sessions.parse(req.headers.authorization);
    await this.runner.runAsCompany(principal.companyId, () => this.sessions.verify(principal, req.ip ?? null));
    return true;
  }
}
