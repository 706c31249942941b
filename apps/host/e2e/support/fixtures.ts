/**
 * The test object every spec uses: Playwright's, plus
 * - `host`: this worker's host server (createHostServer from server.mjs: the build under the
 *   CSP, `/api` forwarded to the run's sandbox), with `apiDown()` / `apiUp()` to point the
 *   forwarder at a dead port and back;
 * - `baseURL` set to that server;
 * - a CSP guard on every context: an init script reports each `securitypolicyviolation` event
 *   (and Chromium's console reports of blocked content) and the test fails if there was any;
 * - `sandboxUrl`, for setting up data straight through the API.
 *
 * The shared sandbox: the spec files run two at a time (two workers, playwright.config.ts; in a
 * file in `parallel` mode, its tests too), in any order, against the one sandbox of the run, so a
 * test may see the others' changes at any moment. What a spec may and may not do there:
 * - Read the seed as it is: demo accounts, merchants, seeded users, transactions, customers.
 * - Change only what it created for itself through the API (support/api.ts: `createUser`, ...),
 *   and find it by its own name (a search or a link named after it), never as "the first row" of
 *   a list other tests add to or delete from (merchant 1000000001's users, its customers).
 * - Sign in as any demo account (each sign-in is its own session; a sign-out ends only that one),
 *   but never change a demo account (password, status, grants, profile) nor fail its sign-in
 *   (five wrong passwords lock it). The one exception is demo_newpass, sign-in.spec.ts's own.
 * - Never save a demo merchant's profile, except merchant-profile.spec.ts: it changes merchant
 *   1000000001's trading name, phone and logo and puts them back, so no other spec asserts those.
 * - Assert on what it created or on what holds for any row: lists grow and shrink meanwhile.
 *   Merchant 1000000001's customers are customers.spec.ts's alone (its tests make and decide
 *   their own customers through the change handler); no other spec changes them.
 * - `host.apiDown()` takes the API away from this worker's host only; a test that needs other
 *   sandbox settings starts a sandbox of its own (change-password.spec.ts).
 * - No sleeps and no retries to outwait another test: make the data its own instead.
 */
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { test as base, expect } from '@playwright/test';
import { createHostServer } from '../../server.mjs';
import { DIST_DIR } from './paths';

/** The worker's host server. */
export interface HostHandle {
  url: string;
  /** Forward `/api` to a port nobody listens on: every call fails as if the API were down. */
  apiDown(): void;
  /** Forward `/api` to the sandbox again. */
  apiUp(): void;
}

interface WorkerFixtures {
  host: HostHandle;
  sandboxUrl: string;
}

interface TestFixtures {
  /** CSP violations seen so far in this test (the guard asserts there are none at the end). */
  cspViolations: string[];
}

/** A port that was free a moment ago and has nobody listening on it now. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 9;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `server` on a free loopback port; resolves with the port. */
export function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandboxUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
    async ({}, provide) => {
      const url = process.env.E2E_SANDBOX_URL;
      if (!url) throw new Error('E2E_SANDBOX_URL is not set: the global setup did not run.');
      await provide(url);
    },
    { scope: 'worker' },
  ],
  host: [
    async ({ sandboxUrl }, provide) => {
      const sandboxPort = Number(new URL(sandboxUrl).port);
      const unreachable = await deadPort();
      let apiPort = sandboxPort;
      const server = createHostServer({ distDir: DIST_DIR, apiPort: () => apiPort });
      const port = await listen(server);
      await provide({
        url: `http://127.0.0.1:${port}`,
        apiDown: () => {
          apiPort = unreachable;
        },
        apiUp: () => {
          apiPort = sandboxPort;
        },
      });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ host }, provide) => {
    await provide(host.url);
  },
  // Automatic: every test's context gets the guard before its first navigation, and the test
  // fails on any violation.
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          window.__reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}: ${event.sample}`);
        });
      });
      // Chromium also logs what it blocks; that catches anything reported before the listener.
      const onConsole = (message: { text(): string }) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      };
      context.on('console', onConsole);
      await provide(violations);
      context.off('console', onConsole);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
