import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DeletionGuard } from './deletion-guard.js';

/** One guard for the whole app: it collects every module's @RecordUsages() provider, and every module asks it. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [DeletionGuard], exports: [DeletionGuard] })
export class DeletionGuardModule {}
