import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { readFaceImage, type DescribedPhoto } from '../../face-engine/index.js';
import { EmployeeFacesService } from '../services/employee-faces.service.js';

type RequestWithPhoto = { body?: Record<string, unknown>; file?: UploadedTempFile; describedFacePhoto?: DescribedPhoto };

/**
 * Runs the face models on the uploaded photo before the request's transaction opens. Guards run before the
 * tenant interceptor, so a photo that takes long in a loaded worker pool never holds a connection idle in a
 * transaction (PostgreSQL ends those after 15 s: the enrolment then failed with a 500). The user's session
 * was checked, and the body received, by the guards before this one (place this decorator above
 * ReceiveUpload: decorators apply bottom-up, so its guard runs after the upload's).
 */
@Injectable()
export class DescribeFacePhotoGuard implements CanActivate {
  constructor(private readonly faces: EmployeeFacesService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<RequestWithPhoto>();
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
