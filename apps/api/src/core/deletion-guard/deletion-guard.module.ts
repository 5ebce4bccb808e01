import { Global, Module } from '@nestjs/common';
import { DeletionGuard } from './deletion-guard.js';

/** One registry for the whole app: every module registers into, and asks, the same guard. */
@Global()
@Module({ providers: [DeletionGuard], exports: [DeletionGuard] })
export class DeletionGuardModule {}
