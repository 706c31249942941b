// Starts the sandbox API as a child process from source (`node --conditions=source --import tsx
// apps/sandbox/src/main.ts --memory --demo --port 0`), for the end-to-end tests and the bench: a child
// process applies the `source` export condition to the workspace packages, which Playwright's
// loader does not, and a clean clone needs no sandbox build.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('../../sandbox/src/main.ts', import.meta.url));

/**
 * Starts an in-memory sandbox on a free port with `transactions` seeded (and access tokens of
 * `accessTokenLifetime` seconds when given); resolves with its URL once it prints its ready line.
 * @param {{ transactions?: number, accessTokenLifetime?: number, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, port: number, stop(): Promise<void> }>}
 */
export function startSandboxProcess({ transactions = 2000, accessTokenLifetime, timeoutMs = 90_000 } = {}) {
  const lifetime = accessTokenLifetime === undefined ? [] : ['--access-token-lifetime', String(accessTokenLifetime)];
  const child = spawn(
    process.execPath,
    // Demo mode: the suites read mailed temporary passwords from the dev outbox (loopback only).
    ['--conditions=source', '--import', 'tsx', main, '--memory', '--demo', '--port', '0', '--transactions', String(transactions), ...lifetime],
    { cwd: root, env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the sandbox did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/[\d.]+:(\d+))\/api/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1], port: Number(ready[2]), stop });
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
}
