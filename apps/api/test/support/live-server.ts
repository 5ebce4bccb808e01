import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** Puts the test app on a real loopback port, for tests that need raw sockets or true parallelism. */
export async function listenOnLoopback(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface Answer {
  status: number;
  body: { status?: string; message?: string; data?: unknown } | null;
}

/**
 * The answer to a request, or null when none came before the deadline. Deadlines are generous: tests
 * assert that the server answers at all, never how fast (speed is bench/'s business).
 */
export async function answerWithin(url: string, init: RequestInit, deadlineMs: number): Promise<Answer | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), deadlineMs);
  try {
    const res = await fetch(url, { ...init, signal: abort.signal });
    const text = await res.text();
    let body: Answer['body'] = null;
    try { body = JSON.parse(text); } catch { body = null; }
    return { status: res.status, body };
  } catch (e) {
    if (abort.signal.aborted) return null;
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A client that sends a request's headers and the first bytes of its body, then nothing more: the
 * "slow upload" of an attacker or a bad mobile line.
 */
export function stalledRequest(baseUrl: string, head: string, firstBodyBytes: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolveSocket, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head + '\r\n' + firstBodyBytes);
      resolveSocket(socket);
    });
    socket.on('error', (e) => reject(e));
  });
}
