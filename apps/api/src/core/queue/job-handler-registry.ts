import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper.js';
import { JOB_HANDLER_METADATA, type JobHandlerFor } from './job-handler.js';

export class JobHandlerConfigurationError extends Error {
  override name = 'JobHandlerConfigurationError';
}

export class UnknownJobError extends Error {
  override name = 'UnknownJobError';
  constructor(readonly jobName: string) {
    super(`no job handler is registered for "${jobName}" (mark a provider with @JobHandler('${jobName}'))`);
  }
}

export interface DiscoveredHandler {
  name: string;
  /** For messages: "BillingModule.MonthlyInvoiceJob". */
  source: string;
  instance: unknown;
  isStatic: boolean;
}

/** Pure check shared by the registry and its unit spec: exactly one handler per job name. */
export function buildHandlerMap(found: DiscoveredHandler[]): Map<string, JobHandlerFor> {
  const problems: string[] = [];
  const byName = new Map<string, DiscoveredHandler[]>();
  for (const h of found) byName.set(h.name, [...(byName.get(h.name) ?? []), h]);
  const handlers = new Map<string, JobHandlerFor>();
  for (const [name, list] of [...byName.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length > 1) {
      problems.push(`job "${name}" has ${list.length} handlers (${list.map((h) => h.source).join(', ')}); exactly one is allowed`);
      continue;
    }
    const [only] = list;
    if (!only.isStatic || !only.instance) {
      problems.push(`job handler ${only.source} for "${name}" must be a default-scoped (singleton) provider`);
      continue;
    }
    if (typeof (only.instance as Partial<JobHandlerFor>).handle !== 'function') {
      problems.push(`job handler ${only.source} for "${name}" has no handle(payload, ctx) method`);
      continue;
    }
    handlers.set(name, only.instance as JobHandlerFor);
  }
  if (problems.length) {
    throw new JobHandlerConfigurationError(`Refusing to start: job handlers are misconfigured:\n - ${problems.join('\n - ')}`);
  }
  return handlers;
}

/**
 * Finds every @JobHandler provider once the module graph exists. Discovery is lazy as well as
 * run at module init, so enqueue()/startWorkers() work even when called before app.init()
 * (NestFactory.create does not run lifecycle hooks until listen()).
 */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly logger = new Logger('JobHandlerRegistry');
  private handlers: Map<string, JobHandlerFor> | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.ensureDiscovered();
  }

  /** Throws JobHandlerConfigurationError when a job name has more than one handler. */
  ensureDiscovered(): Map<string, JobHandlerFor> {
    if (!this.handlers) {
      const found = this.discovery
        .getProviders()
        .filter((w) => w.metatype && Reflect.getMetadata(JOB_HANDLER_METADATA, w.metatype) !== undefined)
        .map((w: InstanceWrapper) => ({
          name: Reflect.getMetadata(JOB_HANDLER_METADATA, w.metatype!) as string,
          source: `${w.host?.name ?? '?'}.${String(w.name)}`,
          instance: w.instance,
          isStatic: w.isDependencyTreeStatic(),
        }));
      this.handlers = buildHandlerMap(found);
      this.logger.log(`job handlers: ${[...this.handlers.keys()].join(', ') || 'none'}`);
    }
    return this.handlers;
  }

  has(name: string): boolean {
    return this.ensureDiscovered().has(name);
  }

  /** Throws UnknownJobError for a name nobody handles. */
  get(name: string): JobHandlerFor {
    const handler = this.ensureDiscovered().get(name);
    if (!handler) throw new UnknownJobError(name);
    return handler;
  }

  names(): string[] {
    return [...this.ensureDiscovered().keys()];
  }
}
