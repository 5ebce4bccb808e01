import { Module } from '@nestjs/common';
import { DeveloperApiModule } from '../developer-api/index.js';
import { FaceApiController } from './controllers/face-api.controller.js';
import { FaceInferencePool } from './inference/face-inference-pool.js';
import { FacePersonsRepository } from './repositories/face-persons.repository.js';
import { FaceApiService } from './services/face-api.service.js';
import { FaceIdentificationService } from './services/face-identification.service.js';
import { FaceIndexCache } from './services/face-index-cache.js';

/**
 * Face identification (developer API app 2, and the face service other modules use through index.ts):
 * offline models in worker threads, descriptors per company and scope, an in-memory index per instance.
 */
@Module({
  imports: [DeveloperApiModule],
  controllers: [FaceApiController],
  providers: [FaceInferencePool, FacePersonsRepository, FaceIndexCache, FaceIdentificationService, FaceApiService],
  exports: [FaceIdentificationService],
})
export class FaceIdentificationModule {}
