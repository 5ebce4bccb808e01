import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { AuthenticatedRequest } from '../../../core/tenancy/request-principal.js';
import { SSL_APPLICATION_ID } from '../../../core/tenancy/subscribed-application.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { AcmeAccountService } from '../acme/acme-account.service.js';

/**
 * Creates the company's ACME account, at its first use, in its own transaction BEFORE the request's: were it
 * made inside the request, a request that then fails would roll the stored key back and leave the CA
 * with an account nobody holds the key of. Only for subscribed companies (others get the 403 later);
 * once the account exists in this process this is a no-op.
 */
@Injectable()
export class AcmeAccountGuard implements CanActivate {
  constructor(
    private readonly accounts: AcmeAccountService,
    private readonly runner: TenantRunner,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const claims = ctx.switchToHttp().getRequest<AuthenticatedRequest>().claims;
    if (!claims || this.accounts.ready(claims.companyId)) return true;
    const subscribed = await this.runner.runAsCompany(claims.companyId, async () =>
      (await sql(`SELECT 1 FROM company_applications WHERE company_id = $1 AND application_id = $2`, [claims.companyId, SSL_APPLICATION_ID])).rows.length > 0);
    if (!subscribed) return true;
    try {
      await this.accounts.ensure(claims.companyId);
    } catch (e) {
      throw e instanceof Error && 'toHttp' in e ? (e as unknown as { toHttp(): Error }).toHttp() : e;
    }
    return true;
  }
}
