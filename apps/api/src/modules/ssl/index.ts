// The public surface of the SSL module.
import type { INestApplicationContext } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config.js';
import { ChallengeDnsResponder } from './dns/challenge-dns-responder.js';

export { SslModule } from './ssl.module.js';
export { ChallengeDnsResponder };

/**
 * Starts the platform's challenge DNS responder in this process when ACME_DNS_PORT and ACME_CHALLENGE_ZONE
 * are set (main.ts: the API process answers DNS; the worker does not, so the port is bound once).
 */
export async function startChallengeDns(app: INestApplicationContext): Promise<{ host: string; port: number } | undefined> {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (config.acme.dnsPort === undefined || !config.acme.challengeZone) return undefined;
  return app.get(ChallengeDnsResponder).start();
}
