import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../queue/job-queue.js';
import { Public } from '../tenancy/route-metadata.js';
import { reply } from './api-reply.js';
import { NoRateLimit } from './rate-limit.js';

interface ComponentHealth {
  status: 'up' | 'down';
  detail?: string;
}

/** Liveness and readiness in one: 200 when the database and the job queue answer, 503 otherwise. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
  ) {}

  @Public()
  @NoRateLimit()
  @Get()
  @ApiOperation({ summary: 'Database and job queue state' })
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, queue] = await Promise.all([this.database(), this.jobQueue()]);
    const up = database.status === 'up' && queue.status === 'up';
    if (!up) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return reply({ status: up ? 'up' : 'down', database, queue }, up ? 'All systems operational' : 'Degraded');
  }

  private async database(): Promise<ComponentHealth> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'up' };
    } catch (e) {
      return { status: 'down', detail: (e as Error).message };
    }
  }

  private async jobQueue(): Promise<ComponentHealth & { backend?: string }> {
    try {
      const h = await this.queue.health();
      return { status: h.ok ? 'up' : 'down', backend: h.backend, ...(h.detail ? { detail: h.detail } : {}) };
    } catch (e) {
      return { status: 'down', detail: (e as Error).message };
    }
  }
}
