import { accessSync, constants } from 'node:fs';
import { PdfRendererUnavailableError } from './pdf-errors.js';

/**
 * How Chromium is started: its flags and the environment it gets. Rendered documents are hostile input, so the
 * browser gets none of the API's secrets (JWT_SECRET, DATABASE_URL, encryption keys are environment variables)
 * and keeps its own sandbox wherever it can.
 */

const BASE_ARGS = [
  '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-extensions', '--disable-default-apps',
  '--mute-audio', '--hide-scrollbars', '--disable-breakpad', '--disable-domain-reliability', '--dns-prefetch-disable',
  '--disable-features=Translate,MediaRouter,OptimizationHints,InterestFeedContentSuggestions',
  // Second wall: anything not answered by interception goes to a closed port (loopback included: <-loopback>).
  '--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp', '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * Chromium's flags for a process running as `uid`. The sandbox stays on except as root, where Chromium refuses
 * to start with it (dev machines and CI containers run as root; the Docker image runs as `node`).
 */
export function chromiumArgs(uid: number | undefined = process.getuid?.()): string[] {
  return uid === 0 ? ['--no-sandbox', ...BASE_ARGS] : [...BASE_ARGS];
}

/** True when Chromium runs without its sandbox (as root). */
export function chromiumSandboxed(uid: number | undefined = process.getuid?.()): boolean {
  return !chromiumArgs(uid).includes('--no-sandbox');
}

/** Variables Chromium needs to find programs, fonts, its profile and temp directories, locale and time zone. */
const ALLOWED_NAMES = new Set(['PATH', 'HOME', 'TMPDIR', 'LANG', 'LANGUAGE', 'TZ', 'FONTCONFIG_FILE', 'FONTCONFIG_PATH', 'XDG_DATA_DIRS']);

/** The environment Chromium starts with: the allow-listed variables of `env` (and LC_*), nothing else. */
export function chromiumEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (ALLOWED_NAMES.has(name) || /^LC_[A-Z_]+$/.test(name)) out[name] = value;
  }
  out.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  return out;
}

export function chromiumMissingMessage(path: string): string {
  return `Chromium was not found at ${path}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`;
}

/** Throws a clear error when the configured Chromium is not an executable file. */
export function assertChromiumPresent(path: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new PdfRendererUnavailableError(chromiumMissingMessage(path));
  }
}

/** Chromium's own words when it cannot build its sandbox (no user namespaces: Docker's default seccomp profile). */
const SANDBOX_FAILURE = /No usable sandbox|Failed to move to new namespace|setuid sandbox|zygote_host_impl_linux/i;

/** A launch failure in terms an operator can act on; other failures as they are. */
export function launchFailure(err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err);
  if (SANDBOX_FAILURE.test(message)) {
    return new PdfRendererUnavailableError(
      'Chromium could not start its sandbox: it needs user namespaces. Run the container with cap_add SYS_ADMIN and no-new-privileges ' +
      'as docker-compose.yml does, or a seccomp profile that allows them (docs/operations.md, Security model); do not run the API as root to get around it',
    );
  }
  return err instanceof Error ? err : new Error(message);
}
