/**
 * A sandbox for one test file, started from the run's seeded snapshot, with helpers that call
 * the API over fastify.inject (real routing, validation and serialisation, no socket).
 */
import { readFile } from 'node:fs/promises';
import { decodeJwtPayload } from '@lego-portal/api-client';
import { inject } from 'vitest';
import type { Clock } from '../../src/clock';
import type { Sandbox, SandboxOptions } from '../../src/sandbox';
import { createSandbox } from '../../src/sandbox';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';

/** A response as a test reads it. */
export interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  text: string;
}

/** Tokens of a sign-in. */
export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A settable clock for expiry tests. */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

let snapshot: Blob | undefined;

/** The seeded snapshot of this run. */
export async function seededSnapshot(): Promise<Blob> {
  snapshot ??= new Blob([await readFile(inject('snapshotPath'))]);
  return snapshot;
}

/** A sandbox started from the snapshot, with call helpers. */
export class TestSandbox {
  readonly sandbox: Sandbox;
  readonly clock: TestClock;

  private constructor(sandbox: Sandbox, clock: TestClock) {
    this.sandbox = sandbox;
    this.clock = clock;
  }

  /** Starts from the seeded snapshot, in demo mode; `options` adds sandbox options (e.g. a token lifetime, `demo: false`). */
  static async start(options: Pick<SandboxOptions, 'accessTokenLifetime' | 'publicHost' | 'demo' | 'pendingExpiryDays'> = {}): Promise<TestSandbox> {
    const clock = new TestClock();
    // Demo mode unless told otherwise: the tests read temporary passwords from the outbox.
    const sandbox = await createSandbox({ demo: true, ...options, snapshot: await seededSnapshot(), clock });
    return new TestSandbox(sandbox, clock);
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await this.sandbox.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = response.body;
    let parsed: unknown = text;
    if (String(response.headers['content-type'] ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: response.statusCode, headers: response.headers, body: parsed, text };
  }

  post(url: string, body: unknown, token?: string) {
    return this.call('POST', url, body, token);
  }

  put(url: string, body: unknown, token?: string) {
    return this.call('PUT', url, body, token);
  }

  /** Signs in (expects 200) and returns the tokens. */
  async signIn(username: string, password: string = DEMO_PASSWORD): Promise<Tokens> {
    const reply = await this.post('/api/lego-authorization/ext/cognito/signIn', { username, password });
    if (reply.status !== 200) throw new Error(`sign-in of ${username} gave ${reply.status}: ${reply.text}`);
    return reply.body as Tokens;
  }

  async close() {
    await this.sandbox.close();
  }
}

/** A JWT's payload (no verification: the sandbox verified it), decoded as the portal's client decodes it. */
export function claimsOf(jwt: string): Record<string, unknown> {
  const claims = decodeJwtPayload(jwt);
  if (!claims) throw new Error(`not a JWT: ${jwt.slice(0, 40)}`);
  return claims;
}
