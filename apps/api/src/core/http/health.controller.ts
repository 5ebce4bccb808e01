import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Controller, Get, HttpException, HttpStatus, Logger, Res } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../queue/job-queue.js';
import { Public } from '../tenancy/route-metadata.js';
import { reply, type Envelope } from './api-reply.js';
import { ApiEnvelope, ApiErrorAnswers } from './openapi-answers.js';
import { NoRateLimit } from './rate-limit.js';

export const LIVENESS_PATH = '/api/health/live';
/** A component that has not answered within this is reported down: readiness answers within 2 s. */
export const READINESS_CHECK_TIMEOUT_MS = 1500;
/** One check serves every probe of the next second, so a flood of probes cannot multiply database work. */
export const READINESS_CACHE_MS = 1000;

type ComponentState = 'up' | 'down';

class ComponentStateView {
  @ApiProperty({ enum: ['up', 'down'] }) status: ComponentState;
}

class QueueStateView extends ComponentStateView {
  @ApiPropertyOptional({ description: 'redis or postgres' }) backend?: string;
}

export class Readiness {
  @ApiProperty({ enum: ['up', 'down'] }) status: ComponentState;
  @ApiProperty({ type: ComponentStateView }) database: ComponentStateView;
  @ApiProperty({ type: QueueStateView }) queue: QueueStateView;
}

const LIVE_BODY = JSON.stringify({ status: 'OK', message: 'Alive', data: { status: 'up' } } satisfies Envelope);

/**
 * Liveness answers from the process alone, ahead of Express and every middleware: a load balancer's
 * probe costs next to nothing and says only "this process serves HTTP" (issue 18 item 3).
 */
export function answerLivenessFirst(server: Server): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === LIVENESS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(LIVE_BODY) });
      res.end(LIVE_BODY);
      return;
    }
    for (const handle of handlers) handle.call(server, req, res);
  });
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('health check timed out')), ms); });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (`/api/health/live`) and readiness (`/api/health`: the database and the job queue answer).
 * Readiness never shows internal error text: what failed is logged, the probe only learns up or down.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private cached: { at: number; result: Promise<Readiness> } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
  ) {}

  @Public()
  @NoRateLimit()
  @Get()
  @ApiOperation({ summary: 'Readiness: 200 when the database and the job queue answer, else 503 (checked at most once a second)' })
  @ApiEnvelope(Readiness)
  @ApiErrorAnswers(503)
  async readiness(@Res({ passthrough: true }) res: Response) {
    const result = await this.check();
    res.setHeader('Cache-Control', 'no-store');
    if (result.status !== 'up') throw new HttpException({ message: 'Service unavailable', data: result }, HttpStatus.SERVICE_UNAVAILABLE);
    return reply(result, 'All systems operational');
  }

  @Public()
  @NoRateLimit()
  @Get('live')
  @ApiOperation({ summary: 'Liveness: answers from the process alone, without touching the database or the queue' })
  @ApiEnvelope(ComponentStateView)
  live() {
    return reply({ status: 'up' }, 'Alive');
  }

  /** Concurrent probes share one check; its result is reused for READINESS_CACHE_MS. */
  private check(): Promise<Readiness> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < READINESS_CACHE_MS) return this.cached.result;
    const result = Promise.all([this.database(), this.jobQueue()]).then(([database, queue]) => ({
      status: (database.status === 'up' && queue.status === 'up' ? 'up' : 'down') as ComponentState,
      database,
      queue,
    }));
    this.cached = { at: now, result };
    return result;
  }

  private async database(): Promise<Readiness['database']> {
    try {
      await within(this.dataSource.query('SELECT 1'), READINESS_CHECK_TIMEOUT_MS);
      return { status: 'up' };
    } catch (e) {
      this.logger.warn(`readiness: database down: ${(e as Error).message}`);
      return { status: 'down' };
    }
  }

  private async jobQueue(): Promise<Readiness['queue']> {
    try {
      const h = await within(this.queue.health(), READINESS_CHECK_TIMEOUT_MS);
      if (!h.ok) this.logger.warn(`readiness: job queue down: ${h.detail ?? 'no answer'}`);
      return { status: h.ok ? 'up' : 'down', backend: h.backend };
    } catch (e) {
      this.logger.warn(`readiness: job queue down: ${(e as Error).message}`);
      return { status: 'down' };
    }
  }
}
