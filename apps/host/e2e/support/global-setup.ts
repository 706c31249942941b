/**
 * One sandbox for the whole run (in memory, small seed), started before any worker. Workers
 * read its port from the environment and each start their own host server in front of it
 * (see fixtures.ts), so a test can take the API away from its host without stopping the sandbox.
 */
import { existsSync } from 'node:fs';
import { DIST_DIR } from './paths';
import { startSandboxProcess } from '../../scripts/sandbox-process.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${DIST_DIR}/index.html`)) {
    throw new Error('apps/host/dist is missing: run `pnpm --filter @lego-portal/host test:e2e`, which builds it first.');
  }
  const sandbox = await startSandboxProcess({ transactions: 2000 });
  process.env.E2E_SANDBOX_URL = sandbox.url;
  process.env.E2E_SANDBOX_PORT = String(sandbox.port);
  return () => sandbox.stop();
}
