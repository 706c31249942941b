/**
 * A throwaway PostgreSQL server for the storage tests, from Debian's binaries
 * (/usr/lib/postgresql/<version>/bin): initdb in a temporary folder, started on a free loopback
 * port, stopped and deleted afterwards. PostgreSQL refuses to run as root, so under root (CI) it
 * runs as the `postgres` user through runuser, with the folder handed over to that user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A running server. */
export interface TestPostgres {
  /** Connection string of the `postgres` database. */
  url: string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

/** The bin folder of the newest installed PostgreSQL, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a server, or returns the reason it cannot (no PostgreSQL installed). */
export async function startPostgres(): Promise<TestPostgres | { skipped: string }> {
  const bin = postgresBinDir();
  if (!bin) return { skipped: 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)' };
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
