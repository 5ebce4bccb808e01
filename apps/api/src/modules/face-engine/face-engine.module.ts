import { Module } from '@nestjs/common';
import { FaceInferencePool } from './inference/face-inference-pool.js';
import { FacePersonsRepository } from './repositories/face-persons.repository.js';
import { FaceEngineService } from './services/face-engine.service.js';
import { FaceIndexCache } from './services/face-index-cache.js';

/**
 * The face engine: detection and descriptors in worker threads (offline models), enrolled faces per company
 * and scope, an in-memory descriptor index per instance. No routes: the developer API's face product
 * (modules/face-identification) and HRMS face attendance (modules/hrms) both use it through index.ts, so
 * HRMS never depends on the developer gateway.
 */
@Module({
  providers: [FaceInferencePool, FacePersonsRepository, FaceIndexCache, FaceEngineService],
  exports: [FaceEngineService],
})
export class FaceEngineModule {}
