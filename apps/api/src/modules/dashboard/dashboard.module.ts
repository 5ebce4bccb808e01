import { Module } from '@nestjs/common';
import { DashboardController } from './controllers/dashboard.controller.js';
import { DashboardRepository } from './repositories/dashboard.repository.js';
import { DashboardService } from './services/dashboard.service.js';

@Module({ controllers: [DashboardController], providers: [DashboardService, DashboardRepository] })
export class DashboardModule {}
