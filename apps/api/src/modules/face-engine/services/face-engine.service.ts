import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ListQuery } from '../../../core/http/list-query.js';
import { FileStorage } from '../../../core/storage/index.js';
import { FaceInferencePool } from '../inference/face-inference-pool.js';
import type { DescribedFace, DescribedImage, FaceBox } from '../inference/face-inference-types.js';
import { FacePersonsRepository, type FacePersonRow } from '../repositories/face-persons.repository.js';
import { confidenceOf, euclidean, type PersonMatch } from './descriptor-index.js';
import type { FaceImage } from './face-image.js';
import { FaceIndexCache } from './face-index-cache.js';
import type { FaceScope } from './face-scope.js';

export type { FacePersonRow };

export type DescribedPhoto = Extract<DescribedImage, { ok: true }>;

/** Below this distance two faces are taken for one person (see docs/decisions.md, "Face identification"). */
export const DEFAULT_MATCH_THRESHOLD = 0.5;
/** Faces kept per person: a few photos (light, glasses, angle) match better than one; more adds little. */
export const MAX_FACES_PER_PERSON = 5;
/** core/storage area of enrolment photos kept on request (keepPhoto). */
export const FACE_PHOTO_AREA = 'face-photos';
/** Faces analysed in one identification photo. */
export const MAX_FACES_PER_PHOTO = 20;

export const FACE_MESSAGES = {
  noFace: 'No face was found in the image: exactly one is needed',
  severalFaces: (n: number) => `Exactly one face is needed: ${n} faces were found in the image`,
  personNotFound: 'Person not found',
  tooManyFaces: `This person already has ${MAX_FACES_PER_PERSON} faces enrolled: delete the person to enrol again`,
  personId: 'personId is required: 1 to 100 letters, digits or . _ - : @',
  name: 'name is required: 1 to 200 characters',
  threshold: 'threshold must be a number from 0.2 to 0.8',
} as const;

export interface IdentifiedFace {
  box: FaceBox;
  /** Detection score, 0 to 1. */
  score: number;
  /** The best match under the threshold, or null: nobody enrolled looks like this face. */
  match: PersonMatch | null;
  /** Up to `limit` people under the threshold, closest first. */
  matches: PersonMatch[];
}

export interface EnrolledPerson {
  personId: string;
  name: string;
  faces: number;
  box: FaceBox;
  photoKept: boolean;
}

export interface VerifiedPerson {
  personId: string;
  name: string;
  match: boolean;
  distance: number;
  confidence: number;
  threshold: number;
}

const PERSON_ID = /^[A-Za-z0-9._:@-]{1,100}$/;

export function checkPersonId(value: unknown): string {
  const id = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!PERSON_ID.test(id)) throw new BadRequestException(FACE_MESSAGES.personId);
  return id;
}

export function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < 1 || name.length > 200) throw new BadRequestException(FACE_MESSAGES.name);
  return name;
}

export function checkThreshold(value: unknown): number {
  if (value === undefined || value === null || value === '') return DEFAULT_MATCH_THRESHOLD;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0.2 || n > 0.8) throw new BadRequestException(FACE_MESSAGES.threshold);
  return n;
}

/** The photo's only face, or a 400 saying how many there were. */
export function onlyFace(photo: DescribedPhoto): DescribedFace {
  if (photo.facesFound === 0) throw new BadRequestException(FACE_MESSAGES.noFace);
  if (photo.facesFound > 1) throw new BadRequestException(FACE_MESSAGES.severalFaces(photo.facesFound));
  return photo.faces[0];
}

/**
 * The face engine, for the developer API's face product and for HRMS face attendance. Two halves:
 * `describe` runs the models in a worker thread and touches no database (call it before opening a
 * transaction: a photo takes ~100 ms and may wait for a worker); the rest runs in the caller's tenant
 * context (currentCompanyId()), so RLS and the service filter both apply.
 */
@Injectable()
export class FaceEngineService {
  constructor(
    private readonly inference: FaceInferencePool,
    private readonly persons: FacePersonsRepository,
    private readonly indexes: FaceIndexCache,
    private readonly storage: FileStorage,
  ) {}

  describe(image: FaceImage, maxFaces = MAX_FACES_PER_PHOTO): Promise<DescribedPhoto> {
    return this.inference.describe({ image: image.bytes, maxFaces });
  }

  /**
   * Adds the photo's one face to the person (created or renamed as needed). With `keep`, the photo itself is
   * stored too (core/storage: removed again if the transaction rolls back).
   */
  async enroll(scope: FaceScope, personId: string, name: string, photo: DescribedPhoto, keep?: FaceImage): Promise<EnrolledPerson> {
    const face = onlyFace(photo);
    const personPk = await this.persons.upsertPerson(scope, personId, name);
    const faces = await this.persons.lockAndCountFaces(personPk);
    if (faces >= MAX_FACES_PER_PERSON) throw new ConflictException(FACE_MESSAGES.tooManyFaces);
    const photoFile = keep ? (await this.storage.put(FACE_PHOTO_AREA, Buffer.from(keep.bytes), { extension: keep.type })).key : null;
    await this.persons.addSample(personPk, face.descriptor, face.box, photoFile);
    await this.persons.bumpVersion(scope);
    this.indexes.forget(scope);
    return { personId, name, faces: faces + 1, box: face.box, photoKept: photoFile !== null };
  }

  /** Every face of the photo with the closest enrolled people under the threshold. */
  async identify(scope: FaceScope, photo: DescribedPhoto, threshold = DEFAULT_MATCH_THRESHOLD, limit = 3): Promise<IdentifiedFace[]> {
    if (photo.faces.length === 0) return [];
    const index = await this.indexes.indexFor(scope);
    return photo.faces.map((face) => {
      const matches = index.nearest(face.descriptor, threshold, limit);
      return { box: face.box, score: face.score, match: matches[0] ?? null, matches };
    });
  }

  /** Is the photo's one face this person? The distance is to the closest of the person's enrolled faces. */
  async verify(scope: FaceScope, personId: string, photo: DescribedPhoto, threshold = DEFAULT_MATCH_THRESHOLD): Promise<VerifiedPerson> {
    const face = onlyFace(photo);
    const person = await this.persons.findPerson(scope, personId);
    if (!person) throw new NotFoundException(FACE_MESSAGES.personNotFound);
    const descriptors = await this.persons.descriptorsOf(scope, personId);
    const distance = Math.round(Math.min(...descriptors.map((d) => euclidean(face.descriptor, d))) * 10000) / 10000;
    return { personId, name: person.name, match: distance < threshold, distance, confidence: confidenceOf(distance, threshold), threshold };
  }

  findPerson(scope: FaceScope, personId: string): Promise<FacePersonRow | null> {
    return this.persons.findPerson(scope, personId);
  }

  async listPersons(scope: FaceScope, query: ListQuery): Promise<{ rows: FacePersonRow[]; total: number }> {
    const columns: Record<string, string> = { id: 'p.id', personId: 'p.person_id', name: 'lower(p.name)', createdOn: 'p.created_at' };
    const order = `${columns[query.sortBy] ?? 'p.id'} ${query.sortDirection}`;
    return this.persons.page(scope, query.search, query.size, query.offset, order);
  }

  /** Removes the person from matching (for every instance from this commit on) and their kept photos; 404 when unknown. */
  async deletePerson(scope: FaceScope, personId: string): Promise<void> {
    const photoFiles = await this.persons.deletePerson(scope, personId);
    if (photoFiles === null) throw new NotFoundException(FACE_MESSAGES.personNotFound);
    for (const key of photoFiles) await this.storage.remove(FACE_PHOTO_AREA, key); // deleted once this commits
    await this.persons.bumpVersion(scope);
    this.indexes.forget(scope);
  }
}
