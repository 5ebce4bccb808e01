// The public surface of the face identification product (developer API app 2). The face engine itself,
// which HRMS uses too, is modules/face-engine.
export { FaceIdentificationModule } from './face-identification.module.js';
