import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import type { AuthenticatedRequest } from '../../../core/tenancy/request-principal.js';
import { applicationRequirement, requireSubscription } from '../../../core/tenancy/subscribed-application.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { readFaceImage, type DescribedPhoto } from '../../face-engine/index.js';
import { EmployeeFacesService } from '../services/employee-faces.service.js';

type RequestWithPhoto = AuthenticatedRequest & { file?: UploadedTempFile; describedFacePhoto?: DescribedPhoto };

/**
 * Runs the face models on the uploaded photo before the request's transaction opens. Guards run before the
 * tenant interceptor, so a photo that takes long in a loaded worker pool never holds a connection idle in a
 * transaction (PostgreSQL ends those after 15 s: the enrolment then failed with a 500). The user's session
 * was checked, and the body received, by the guards before this one (place this decorator above
 * ReceiveUpload: decorators apply bottom-up, so its guard runs after the upload's). The subscription the
 * controller requires is checked first, in a short transaction of its own, so a company without HRMS gets
 * its 403 before any model time is spent (the request's transaction checks it again).
 */
@Injectable()
export class DescribeFacePhotoGuard implements CanActivate {
  constructor(
    private readonly faces: EmployeeFacesService,
    private readonly runner: TenantRunner,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<RequestWithPhoto>();
    const required = applicationRequirement(this.reflector, ctx);
    const companyId = req.claims?.companyId;
    if (required && companyId !== undefined) await this.runner.runAsCompany(companyId, () => requireSubscription(companyId, required));
    req.describedFacePhoto = await this.faces.describe(await readFaceImage(req.body, req.file));
    return true;
  }
}

/** The photo DescribeFacePhotoGuard described. */
export const DescribedFacePhoto = createParamDecorator((_data: unknown, ctx: ExecutionContext): DescribedPhoto => {
  const photo = ctx.switchToHttp().getRequest<RequestWithPhoto>().describedFacePhoto;
  if (!photo) throw new Error('DescribeFacePhotoGuard did not run for this route');
  return photo;
});
