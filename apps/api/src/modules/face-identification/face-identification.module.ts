import { Module } from '@nestjs/common';
import { DeveloperApiModule } from '../developer-api/index.js';
import { FaceEngineModule } from '../face-engine/index.js';
import { FaceApiController } from './controllers/face-api.controller.js';
import { FaceApiService } from './services/face-api.service.js';

/**
 * Face identification, the developer API product (app 2): its routes under /api/v1, behind the gateway's API
 * keys, over the face engine (modules/face-engine) in the API scope.
 */
@Module({
  imports: [DeveloperApiModule, FaceEngineModule],
  controllers: [FaceApiController],
  providers: [FaceApiService],
})
export class FaceIdentificationModule {}
