import { Inject, mixin, type Type } from '@nestjs/common';
import { JobHandler, type JobHandlerFor, type JobPayload } from './job-handler.js';

/**
 * The handler of a job whose whole work is one call on one service (the service owns the transaction's work;
 * the job only says when): `export const ApplyPricesJob = ServiceJob(APPLY_PRICES_JOB, ServicePricesService,
 * (prices) => prices.applyDue());`. A job that does more than that call stays a class of its own.
 */
export function ServiceJob<S, P extends JobPayload = JobPayload>(
  name: string,
  service: Type<S>,
  run: (service: S, payload: P) => Promise<unknown>,
): Type<JobHandlerFor<P>> {
  @JobHandler(name)
  class ServiceJobHandler implements JobHandlerFor<P> {
    constructor(@Inject(service) private readonly target: S) {}

    async handle(payload: P): Promise<void> {
      await run(this.target, payload);
    }
  }
  // mixin: each call its own provider class (a module lists several).
  return mixin(ServiceJobHandler);
}
