/**
 * The sandbox's command line (issue 27, item 11): `--help` prints the usage and starts nothing,
 * an option it does not know is an error with the usage (exit 2), and two sandboxes never open
 * the same data folder: the second is refused with the owner's pid, and a lock whose process is
 * gone is taken over. `main.ts` runs from source in a child process, as `node dist/main.js`
 * runs the build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/sandbox';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs main.ts with `args` to its end. Every case here ends by itself within seconds; one that
 * starts a sandbox instead (the bug) is stopped once it says it is ready, and reads as such.
 */
function runMain(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk.toString();
      if (stdout.includes('ready at')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A pid that ran and has ended: a child that exited. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const lockOf = (pid: number) => `${JSON.stringify({ pid, hostname: hostname(), since: '2026-01-01T00:00:00.000Z' })}\n`;

describe('sandbox command line', () => {
  it.each([['--help'], ['-h']])('%s prints the usage, starts nothing and exits 0', async (flag) => {
    const run = await runMain([flag]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: node apps\/sandbox\/dist\/main\.js \[options\]/);
    for (const option of ['--memory', '--data-dir DIR', '--fresh', '--transactions N', '--port N', '--access-token-lifetime S', '-h, --help']) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stdout).not.toContain('ready at');
    expect(run.stderr).toBe('');
  });

  it.each([
    [['--memroy'], 'unknown option --memroy'],
    [['--memory', 'fresh'], 'unexpected argument fresh'],
    [['--port'], '--port needs a value'],
    [['--transactions', 'many'], '--transactions must be a whole number, got many'],
  ])('%j is refused with exit 2, the reason and the usage', async (args, reason) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`[sandbox] ${reason}`);
    expect(run.stderr).toContain('Usage: node apps/sandbox/dist/main.js');
    expect(run.stdout).not.toContain('ready at');
  });

  it("refuses a data folder another sandbox has, naming its pid, and deletes nothing even with --fresh", async () => {
    const dataDir = join(tempDir(), 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), 'kept\n');
    // This test's own process is alive: its lock is held.
    writeFileSync(`${dataDir}.lock`, lockOf(process.pid));
    const run = await runMain(['--data-dir', dataDir, '--fresh', '--transactions', '100']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`[sandbox] failed to start: the data folder ${dataDir} is in use by another sandbox (pid ${process.pid}`);
    expect(run.stderr).toContain(`delete ${dataDir}.lock`);
    expect(run.stdout).not.toContain('ready at');
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('kept\n');
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(lockOf(process.pid));
  });
});

describe('data folder lock', () => {
  it('takes over a lock whose process has ended, refuses a second sandbox on the folder, and gives it back on close', async () => {
    const dataDir = join(tempDir(), 'pglite');
    const lock = `${dataDir}.lock`;
    const dead = endedPid();
    writeFileSync(lock, lockOf(dead));
    const first = await createSandbox({ dataDir, seed: false, log: false, devRoutes: false });
    try {
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });
      await expect(createSandbox({ dataDir, log: false })).rejects.toThrow(`is in use by another sandbox (pid ${process.pid}`);
      await expect(createSandbox({ dataDir, fresh: true, log: false })).rejects.toThrow('is in use by another sandbox');
      expect((await first.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await first.close();
    }
    expect(existsSync(lock)).toBe(false);
  });
});
