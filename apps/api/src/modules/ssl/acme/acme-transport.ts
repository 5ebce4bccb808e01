import acme from 'acme-client';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { AcmeConfig } from '../../../core/config/app-config.js';
import { ACCOUNT_DOES_NOT_EXIST, AcmeAccountMissing } from './acme-errors.js';

/**
 * acme-client talks through one shared axios instance. It is set up once per process:
 * - the CA bundle (ACME_CA_BUNDLE) is trusted in addition to the system roots (Pebble's test CA);
 * - its own HTTP retries are off: they sleep for whatever Retry-After says (hours, for a rate limit)
 *   inside a request. Retries are ours: bounded, in jobs with backoff (the CA's limits respected);
 * - every call has a timeout, so an unreachable CA fails fast instead of hanging a request;
 * - an `accountDoesNotExist` problem becomes AcmeAccountMissing (acme-client would keep only its detail).
 */
export function configureAcmeTransport(config: AcmeConfig): Agent {
  const ca = config.caBundlePath ? [...rootCertificates, readFileSync(config.caBundlePath, 'utf8')] : undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: 8, ...(ca ? { ca } : {}) });
  acme.axios.defaults.httpsAgent = agent;
  acme.axios.defaults.timeout = 15_000;
  (acme.axios.defaults as unknown as { acmeSettings: Record<string, number> }).acmeSettings.retryMaxAttempts = 0;
  if (!accountProblemsTyped) {
    accountProblemsTyped = true;
    acme.axios.interceptors.response.use((res) => {
      const problem = res.data as { type?: unknown; detail?: unknown } | undefined;
      if (res.status >= 400 && problem?.type === ACCOUNT_DOES_NOT_EXIST) {
        throw new AcmeAccountMissing(typeof problem.detail === 'string' ? problem.detail : 'the account does not exist');
      }
      return res;
    });
  }
  return agent;
}

/** The interceptor is installed once per process (the axios instance is shared; apps may start more than once). */
let accountProblemsTyped = false;

export { acme };
