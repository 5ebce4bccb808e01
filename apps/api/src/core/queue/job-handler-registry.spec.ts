import type { DiscoveryService } from '@nestjs/core';
import { JobHandler, type JobHandlerFor } from './job-handler.js';
import { buildHandlerMap, JobHandlerConfigurationError, JobHandlerRegistry, UnknownJobError } from './job-handler-registry.js';

const handler = (): JobHandlerFor => ({ handle: async () => undefined });

describe('buildHandlerMap', () => {
  it('maps each job name to its one handler', () => {
    const a = handler();
    const map = buildHandlerMap([{ name: 'a', source: 'M.A', instance: a, isStatic: true }]);
    expect(map.get('a')).toBe(a);
  });

  it('refuses two handlers for one name and names both', () => {
    expect(() =>
      buildHandlerMap([
        { name: 'dup', source: 'BillingModule.One', instance: handler(), isStatic: true },
        { name: 'dup', source: 'SslModule.Two', instance: handler(), isStatic: true },
      ]),
    ).toThrow(/job "dup" has 2 handlers \(BillingModule.One, SslModule.Two\)/);
  });

  it('refuses request-scoped handlers and handlers without handle()', () => {
    expect(() => buildHandlerMap([{ name: 'a', source: 'M.A', instance: undefined, isStatic: false }])).toThrow(
      JobHandlerConfigurationError,
    );
    expect(() => buildHandlerMap([{ name: 'b', source: 'M.B', instance: {}, isStatic: true }])).toThrow(/no handle/);
  });
});

describe('JobHandlerRegistry', () => {
  @JobHandler('tick')
  class TickJob implements JobHandlerFor {
    async handle(): Promise<void> {}
  }
  class NotAJob {}

  const wrapper = (metatype: Function, instance: unknown) => ({
    metatype,
    instance,
    name: metatype.name,
    host: { name: 'TestModule' },
    isDependencyTreeStatic: () => true,
  });

  it('discovers @JobHandler providers lazily and throws for unknown names', () => {
    const tick = new TickJob();
    const discovery = { getProviders: () => [wrapper(TickJob, tick), wrapper(NotAJob, new NotAJob())] };
    const registry = new JobHandlerRegistry(discovery as unknown as DiscoveryService);
    expect(registry.names()).toEqual(['tick']);
    expect(registry.get('tick')).toBe(tick);
    expect(registry.has('nope')).toBe(false);
    expect(() => registry.get('nope')).toThrow(UnknownJobError);
  });

  it('rejects invalid job names at decoration time', () => {
    expect(() => JobHandler('has space')).toThrow(/invalid job name/);
  });
});
