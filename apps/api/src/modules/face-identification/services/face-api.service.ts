import { BadRequestException, Injectable } from '@nestjs/common';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import {
  checkName, checkPersonId, checkThreshold, FaceEngineService, readFaceImage,
  type EnrolledPerson, type FacePersonRow, type IdentifiedFace, type VerifiedPerson,
} from '../../face-engine/index.js';

const SCOPE = 'API' as const;

function bool(value: unknown, name: string): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadRequestException(`${name} must be true or false`);
}

function maxMatches(value: unknown): number {
  if (value === undefined || value === null || value === '') return 3;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10) throw new BadRequestException('maxMatches must be a whole number from 1 to 10');
  return n;
}

/**
 * The Face Identification developer API (app 2) for one caller's company. Each call reads and checks
 * its input, runs the models in a worker with no transaction open, then does its database work in one
 * short transaction of the caller's company.
 */
@Injectable()
export class FaceApiService {
  constructor(
    private readonly runner: TenantRunner,
    private readonly faces: FaceEngineService,
  ) {}

  async enroll(companyId: number, body: Record<string, unknown> | undefined, file: UploadedTempFile | undefined): Promise<EnrolledPerson> {
    const personId = checkPersonId(body?.personId);
    const name = checkName(body?.name);
    const keepPhoto = bool(body?.keepPhoto, 'keepPhoto');
    const image = await readFaceImage(body, file);
    const photo = await this.faces.describe(image);
    return this.runner.runAsCompany(companyId, () => this.faces.enroll(SCOPE, personId, name, photo, keepPhoto ? image : undefined));
  }

  async identify(companyId: number, body: Record<string, unknown> | undefined, file: UploadedTempFile | undefined) {
    const threshold = checkThreshold(body?.threshold);
    const limit = maxMatches(body?.maxMatches);
    const started = performance.now();
    const photo = await this.faces.describe(await readFaceImage(body, file));
    const described = performance.now();
    const faces: IdentifiedFace[] = await this.runner.runAsCompany(companyId, () => this.faces.identify(SCOPE, photo, threshold, limit));
    const timing = { modelsMs: described - started, matchMs: performance.now() - described };
    return { answer: { faces, facesFound: photo.facesFound, threshold, width: photo.width, height: photo.height }, timing };
  }

  async verify(companyId: number, body: Record<string, unknown> | undefined, file: UploadedTempFile | undefined): Promise<VerifiedPerson> {
    const personId = checkPersonId(body?.personId);
    const threshold = checkThreshold(body?.threshold);
    const photo = await this.faces.describe(await readFaceImage(body, file));
    return this.runner.runAsCompany(companyId, () => this.faces.verify(SCOPE, personId, photo, threshold));
  }

  async persons(companyId: number, query: ListQuery): Promise<Paged<Omit<FacePersonRow, 'id'>>> {
    const { rows, total } = await this.runner.runAsCompany(companyId, () => this.faces.listPersons(SCOPE, query));
    return paged(rows.map(({ id: _id, ...row }) => row), total, query);
  }

  async deletePerson(companyId: number, rawPersonId: unknown): Promise<{ personId: string }> {
    const personId = checkPersonId(rawPersonId);
    await this.runner.runAsCompany(companyId, () => this.faces.deletePerson(SCOPE, personId));
    return { personId };
  }
}
