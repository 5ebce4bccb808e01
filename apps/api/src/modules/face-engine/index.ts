// The public surface of the face engine: other modules import from here only (scripts/check-boundaries.mjs).
export { FaceEngineModule } from './face-engine.module.js';
export {
  FaceEngineService, FACE_MESSAGES, DEFAULT_MATCH_THRESHOLD, checkThreshold, checkName, checkPersonId,
  type DescribedPhoto, type EnrolledPerson, type FacePersonRow, type IdentifiedFace, type VerifiedPerson,
} from './services/face-engine.service.js';
export { readFaceImage, imageFromBase64, FACE_IMAGE_MAX_BYTES, FACE_IMAGE_JSON_MAX_BYTES, FACE_IMAGE_MESSAGES, type FaceImage } from './services/face-image.js';
export type { PersonMatch } from './services/descriptor-index.js';
export type { FaceScope } from './services/face-scope.js';
export type { FaceBox } from './inference/face-inference-types.js';
export { FaceQueueFullError } from './inference/face-inference-pool.js';
