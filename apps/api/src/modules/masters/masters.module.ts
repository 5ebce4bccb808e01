import { Module } from '@nestjs/common';
import { MastersController } from './controllers/masters.controller.js';
import { MastersRepository } from './repositories/masters.repository.js';
import { MastersService } from './services/masters.service.js';

/** Countries and Indian states with GST state codes (platform reference data). */
@Module({ controllers: [MastersController], providers: [MastersService, MastersRepository], exports: [MastersService] })
export class MastersModule {}
