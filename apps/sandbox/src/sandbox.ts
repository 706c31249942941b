/**
 * Starting and stopping a whole sandbox: storage, migrations, seed, tokens and the HTTP server.
 * `createSandbox` is for in-process tests (fastify.inject); `startSandbox` also listens.
 */
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { TOKEN_LIFETIME, TokenService } from './auth/tokens';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Database } from './db/database';
import type { DataDirLock } from './db/data-dir-lock';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { ownHostsOf } from './handlers/callback-host';
import { openDatabase } from './db/open-database';
import { dropSandboxTables, removeDataDir } from './db/start-over';
import type { LogOption } from './logging';
import { defaultDataDir } from './paths';
import { seed } from './seed/seed';
import { tokenSecret } from './store/settings';

/** Options of a sandbox. */
export interface SandboxOptions {
  /** TCP port (default 8787; 0 picks a free one). Only `startSandbox` listens. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * The name or address clients reach the sandbox by, when it is not `host` (a proxy, a DNS
   * name): callback URLs naming it are refused, like those naming `host` or the machine.
   */
  publicHost?: string;
  /** PGlite in memory instead of the data directory. */
  memory?: boolean;
  /**
   * PGlite data directory (default apps/sandbox/.data/pglite). One sandbox at a time: it is
   * claimed with `<dataDir>.lock` (see db/data-dir-lock.ts) until `close()`.
   */
  dataDir?: string;
  /** A PostgreSQL connection string; wins over `memory` and `dataDir`. */
  databaseUrl?: string;
  /** Transactions to seed on first start (default 200 000). */
  transactions?: number;
  /** Registrations to seed (default a fortieth of the transactions, at least 2 000). */
  registrations?: number;
  /** Logging: false (default), true (info) or a pino level. */
  log?: LogOption;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /**
   * Demo mode (`--demo`): serve GET /api/dev/outbox, the mailed temporary passwords, to clients
   * on this machine. Off by default: the outbox lets whoever reads it into any account.
   */
  demo?: boolean;
  /** @deprecated The former name of `demo`. */
  devRoutes?: boolean;
  /**
   * Start over: delete what the sandbox stored (the PGlite data directory, or the sandbox's
   * tables in PostgreSQL) before migrating and seeding again. No effect in memory.
   */
  fresh?: boolean;
  /** Skip the seed (an empty, migrated database). */
  seed?: boolean;
  /** Tests only: a PGlite `dumpDataDir()` snapshot to start from instead of an empty database. */
  snapshot?: Blob;
  /** Tests only: the clock (token expiry, timestamps). */
  clock?: Clock;
  /**
   * Lifetime of access tokens in seconds (default 900, like the id token). A short one lets a
   * test see a quiet session's access token expire while its id token is still refreshed as the
   * portal does (60 s after issue; the refresh accepts an expired id token).
   */
  accessTokenLifetime?: number;
  /**
   * Days a pending customer change waits before it expires and can only be rejected (issue 32;
   * default 30).
   */
  pendingExpiryDays?: number;
}

/** A running (or ready to inject) sandbox. */
export interface Sandbox {
  app: FastifyInstance;
  db: Database;
  /** Contract operations without a handler (empty when the sandbox covers the contract). */
  missing: string[];
  close(): Promise<void>;
}

/** A listening sandbox. */
export interface RunningSandbox extends Sandbox {
  /** Base URL, e.g. http://127.0.0.1:8787 (API under /api). */
  url: string;
  port: number;
}

/** Opens the storage, migrates, seeds (first start only) and builds the app. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = options.clock ?? systemClock;
  const dataDir = options.dataDir ?? defaultDataDir();
  const onDisk = !options.databaseUrl && !options.memory && !options.snapshot;
  // Before anything is opened or deleted: another sandbox may own the folder.
  const lock: DataDirLock | null = onDisk ? await lockDataDir(dataDir) : null;
  let db: Database;
  try {
    if (options.fresh && onDisk) await removeDataDir(dataDir);
    db = await openDatabase({
      databaseUrl: options.databaseUrl,
      memory: options.memory,
      dataDir,
      snapshot: options.snapshot,
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  try {
    if (options.fresh && options.databaseUrl) await dropSandboxTables(db);
    await migrate(db);
    if (options.seed !== false) await seed(db, { transactions: options.transactions, registrations: options.registrations, now: clock.now() });
    const lifetimes = { ...TOKEN_LIFETIME, access: options.accessTokenLifetime ?? TOKEN_LIFETIME.access };
    const tokens = new TokenService(await tokenSecret(db), clock, lifetimes);
    const { app, missing } = await createApp(
      {
        db,
        tokens,
        clock,
        ownHosts: ownHostsOf({ host: options.host ?? '127.0.0.1', publicHost: options.publicHost }),
        ...(options.pendingExpiryDays !== undefined ? { pendingExpiryDays: options.pendingExpiryDays } : {}),
      },
      { log: options.log, logStream: options.logStream, devRoutes: options.demo ?? options.devRoutes ?? false },
    );
    let closed = false;
    return {
      app,
      db,
      missing,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await app.close();
          await db.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await db.close();
    await lock?.release();
    throw error;
  }
}

/**
 * Starts a sandbox listening on `host:port`; `close()` stops the server and closes the storage.
 * Used by `main.ts` and by the host's end-to-end tests.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox(options);
  const host = options.host ?? '127.0.0.1';
  try {
    await sandbox.app.listen({ port: options.port ?? 8787, host });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  const address = sandbox.app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8787);
  return { ...sandbox, url: `http://${host}:${port}`, port };
}
