import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import type { Response } from 'express';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiErrorAnswers, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { GatewayApi, GatewayCaller, type GatewayCallerInfo } from '../../developer-api/index.js';
import {
  FaceDeletedView, FaceEnrolledView, FaceEnrollDto, FaceIdentifyDto, FaceIdentifyView, FacePersonView, FaceVerifyDto, FaceVerifyView,
} from '../dtos/face.dtos.js';
import { FaceApiService } from '../services/face-api.service.js';
import { FACE_IMAGE_JSON_MAX_BYTES, FACE_IMAGE_MAX_BYTES } from '../../face-engine/index.js';

/** base64 makes a 5 MB photo about 6.7 MB of JSON; the photo's own limit is checked after decoding. */
const FACE_API = { appId: 2, name: 'Face Identification', bodyLimit: FACE_IMAGE_JSON_MAX_BYTES } as const;
/** A photo as multipart: read to disk only once the key, the subscription and the rate limit let the caller in. */
const FACE_API_UPLOAD = { ...FACE_API, upload: { field: 'image', maxBytes: FACE_IMAGE_MAX_BYTES } } as const;
/** Listing and deleting enrolled people read or remove what the company stored: logged, never charged. */
const FACE_API_FREE = { ...FACE_API, billable: false } as const;
const JSON_OR_MULTIPART = ['application/json', 'multipart/form-data'];

@Controller('v1/face')
export class FaceApiController {
  constructor(private readonly faces: FaceApiService) {}

  @Post('enroll')
  @HttpCode(200)
  @GatewayApi(FACE_API_UPLOAD)
  @ApiOperation({ summary: 'Enrol a person from a photo with exactly one face (400 says how many were found); only the face descriptor is stored unless keepPhoto' })
  @ApiConsumes(...JSON_OR_MULTIPART)
  @ApiBody({ type: FaceEnrollDto })
  @ApiEnvelope(FaceEnrolledView)
  @ApiErrorAnswers(409, 413, 503)
  async enroll(@GatewayCaller() caller: GatewayCallerInfo, @Body() body: Record<string, unknown> | undefined, @UploadedFile() file?: UploadedTempFile) {
    return reply(await this.faces.enroll(caller.companyId, body, file), 'Person enrolled');
  }

  @Post('identify')
  @HttpCode(200)
  @GatewayApi(FACE_API_UPLOAD)
  @ApiOperation({ summary: 'Every face in the photo with its box and the closest enrolled people under the threshold (match null: nobody)' })
  @ApiConsumes(...JSON_OR_MULTIPART)
  @ApiBody({ type: FaceIdentifyDto })
  @ApiEnvelope(FaceIdentifyView)
  @ApiErrorAnswers(413, 503)
  async identify(
    @GatewayCaller() caller: GatewayCallerInfo,
    @Res({ passthrough: true }) res: Response,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFile() file?: UploadedTempFile,
  ) {
    const { answer, timing } = await this.faces.identify(caller.companyId, body, file);
    // Where the time went (the models; the version check and the search of the company's faces), for callers and the bench.
    res.setHeader('Server-Timing', `models;dur=${timing.modelsMs.toFixed(1)}, match;dur=${timing.matchMs.toFixed(1)}`);
    return reply(answer, answer.facesFound === 0 ? 'No face was found in the image' : `${answer.facesFound} face(s) found`);
  }

  @Post('verify')
  @HttpCode(200)
  @GatewayApi(FACE_API_UPLOAD)
  @ApiOperation({ summary: 'Is the one face in the photo this person? match and distance to their closest enrolled face' })
  @ApiConsumes(...JSON_OR_MULTIPART)
  @ApiBody({ type: FaceVerifyDto })
  @ApiEnvelope(FaceVerifyView)
  @ApiErrorAnswers(404, 413, 503)
  async verify(@GatewayCaller() caller: GatewayCallerInfo, @Body() body: Record<string, unknown> | undefined, @UploadedFile() file?: UploadedTempFile) {
    const result = await this.faces.verify(caller.companyId, body, file);
    return reply(result, result.match ? 'Same person' : 'Not the same person');
  }

  @Get('persons')
  @GatewayApi(FACE_API_FREE)
  @ApiOperation({ summary: 'Enrolled people, paged (search by personId or name; sort id, personId, name, createdOn)' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'sort', required: false, example: 'id,desc' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(FacePersonView)
  async persons(@GatewayCaller() caller: GatewayCallerInfo, @ListParams({ sortable: ['personId', 'name', 'createdOn'] }) query: ListQuery) {
    return reply(await this.faces.persons(caller.companyId, query), 'Enrolled people');
  }

  @Delete('person')
  @GatewayApi(FACE_API_FREE)
  @ApiOperation({ summary: 'Delete a person and their faces: gone from matching at once' })
  @ApiQuery({ name: 'personId', required: true })
  @ApiEnvelope(FaceDeletedView)
  @ApiErrorAnswers(404)
  async deletePerson(@GatewayCaller() caller: GatewayCallerInfo, @Query('personId') personId: unknown) {
    return reply(await this.faces.deletePerson(caller.companyId, personId), 'Person deleted');
  }
}
