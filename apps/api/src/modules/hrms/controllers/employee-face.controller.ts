import { HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ReceiveUpload } from '../../../core/http/upload-body.js';
import { FACE_IMAGE_JSON_MAX_BYTES, FACE_IMAGE_MAX_BYTES, type DescribedPhoto } from '../../face-engine/index.js';
import { EmployeeFaceDto, EmployeeFaceStatusView } from '../dtos/employee-face.dtos.js';
import { EMPLOYEE_FACE_MESSAGES, EmployeeFacesService } from '../services/employee-faces.service.js';
import { DescribedFacePhoto, DescribeFacePhotoGuard } from './described-face-photo.js';
import { HrmsApplication } from './hrms-application.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { ApiController, DeleteRoute, GetRoute } from '../../../core/http/routes.js';

/** An employee's face for face attendance, from the employee panel. */
@ApiController('hrms', 'erp/user-details/face', HrmsApplication())
export class EmployeeFaceController {
  constructor(private readonly faces: EmployeeFacesService) {}

  @GetRoute('hrms.read', '', 'Whether the employee has a face enrolled, and whether their shift asks for face attendance',
    ApiEnvelope(EmployeeFaceStatusView), ApiQuery({ name: 'id', required: true, type: Number }))
  async status(@Query('id', IdPipe) id: number) {
    return reply(await this.faces.status(id), 'Face status fetched');
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  // The user's session (global AuthGuard) first; then the picture, as multipart or base64 JSON; then the face
  // models, before the request's transaction opens (guards run bottom-up: this one after the upload's).
  @UseGuards(DescribeFacePhotoGuard)
  @ReceiveUpload('image', FACE_IMAGE_MAX_BYTES, { json: FACE_IMAGE_JSON_MAX_BYTES })
  @ApiOperation({ summary: 'Enrol a photo of the employee (exactly one face; up to 5 photos); only the face descriptor is stored' })
  @ApiQuery({ name: 'id', required: true, type: Number })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: EmployeeFaceDto })
  @ApiEnvelope(EmployeeFaceStatusView)
  @ApiErrorAnswers(413, 503)
  async enroll(@Query('id', IdPipe) id: number, @DescribedFacePhoto() photo: DescribedPhoto) {
    return reply(await this.faces.enroll(id, photo), EMPLOYEE_FACE_MESSAGES.enrolled);
  }

  @DeleteRoute('hrms.write', '', 'Remove the employee\'s enrolled face (they can no longer punch by face)', ApiEnvelope(EmployeeFaceStatusView), ApiQuery({ name: 'id', required: true, type: Number }))
  async remove(@Query('id', IdPipe) id: number) {
    await this.faces.remove(id);
    return reply(await this.faces.status(id), EMPLOYEE_FACE_MESSAGES.removed);
  }
}
