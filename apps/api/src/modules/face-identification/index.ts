// The public surface of face identification: other modules import from here only.
export { FaceIdentificationModule } from './face-identification.module.js';
export {
  FaceIdentificationService, FACE_MESSAGES, DEFAULT_MATCH_THRESHOLD, checkThreshold,
  type DescribedPhoto, type EnrolledPerson, type IdentifiedFace, type VerifiedPerson,
} from './services/face-identification.service.js';
export { readFaceImage, imageFromBase64, FACE_IMAGE_MAX_BYTES, FACE_IMAGE_JSON_MAX_BYTES, FACE_IMAGE_MESSAGES, type FaceImage } from './services/face-image.js';
export type { PersonMatch } from './services/descriptor-index.js';
export type { FaceScope } from './services/face-scope.js';
export type { FaceBox } from './inference/face-inference-types.js';
export { FaceQueueFullError } from './inference/face-inference-pool.js';
