/**
 * One sandbox per PGlite data folder. PGlite takes no lock of its own, and two processes writing
 * the same folder corrupt it (or one's `--fresh` deletes it under the other), so a sandbox
 * claims the folder with `<dataDir>.lock` before it opens (or deletes) anything, and gives it
 * back when it closes. The file names its owner; a lock whose process no longer runs on this
 * machine (a sandbox killed with SIGKILL) is stale and taken over.
 */
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';

/** What a lock file holds. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** ISO time the lock was taken. */
  since: string;
}

/** A held lock. */
export interface DataDirLock {
  readonly path: string;
  /** Gives the folder back (removes the lock file if it is still this one). */
  release(): Promise<void>;
}

/** Another sandbox has the folder. */
export class DataDirLockedError extends Error {
  readonly owner: LockOwner;

  constructor(dataDir: string, lockPath: string, owner: LockOwner) {
    const where = owner.hostname === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.hostname}`;
    super(
      `the data folder ${dataDir} is in use by another sandbox (${where}, since ${owner.since}). ` +
        `Stop that one first, or start this one with --memory or another --data-dir. ` +
        `If no sandbox runs as ${where}, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
    this.owner = owner;
  }
}

/** The lock file of a data folder: beside it, so `--fresh` deleting the folder keeps it. */
export const lockPathOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return Number.isSafeInteger(value.pid) && typeof value.hostname === 'string' ? { pid: value.pid!, hostname: value.hostname, since: String(value.since ?? '?') } : null;
  } catch {
    return null;
  }
}

/** Whether `owner` may still run: always for another machine's process (it cannot be checked). */
function mayRun(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Claims `dataDir` for this process, or throws `DataDirLockedError` naming the owner. The file is
 * written whole under another name and then linked into place, which fails when a lock exists:
 * a reader never sees a half-written lock, and of two sandboxes starting together one wins.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = lockPathOf(dataDir);
  const mine = `${JSON.stringify({ pid: process.pid, hostname: hostname(), since: new Date().toISOString() } satisfies LockOwner)}\n`;
  await mkdir(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomUUID()}`;
  await writeFile(draft, mine);
  try {
    // A few rounds: each either takes the lock, refuses, or removes a stale one and tries again.
    for (let round = 0; round < 5; round += 1) {
      try {
        await link(draft, path);
        return {
          path,
          async release() {
            if ((await readText(path)) === mine) await rm(path, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = await readText(path);
      if (held === null) continue;
      const owner = parseOwner(held);
      if (owner && mayRun(owner)) throw new DataDirLockedError(dataDir, path, owner);
      // Stale (its process is gone) or not a lock at all. Removed only if it is still the one
      // just read, so a lock another sandbox took in the meantime stays.
      if ((await readText(path)) === held) await rm(path, { force: true });
    }
    throw new Error(`could not take ${path}: other sandboxes keep taking it`);
  } finally {
    await rm(draft, { force: true });
  }
}
