/**
 * Vitest global setup of the component tests: one real sandbox (in-memory PGlite, small seed)
 * on a free loopback port for the whole run, so screens talk to the real lego-* API instead of
 * a mocked fetch. Tests read its URL with `inject('sandboxUrl')`. Tests that change data use
 * their own records or accounts, so test files do not depend on each other's order.
 */
import { startSandbox } from '@lego-portal/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const sandbox = await startSandbox({ memory: true, port: 0, transactions: 500, registrations: 200, devRoutes: true, log: false });
  project.provide('sandboxUrl', sandbox.url);
  return () => sandbox.close();
}
