import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HousekeepingJob, HousekeepingSchedule } from './housekeeping.js';

/** core/housekeeping: the hourly job that runs every module's @Housekeeper(). */
@Module({ imports: [DiscoveryModule], providers: [HousekeepingJob, HousekeepingSchedule], exports: [HousekeepingJob] })
export class HousekeepingModule {}
