/**
 * Files the sandbox reads at run time, found from this module's location so the same code works
 * from `src/` (tsx, vitest) and from the bundled `dist/main.js`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sandbox package folder (the one holding `migrations/`). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(join(dir, 'migrations')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the sandbox package folder (migrations/ beside package.json).');
}

/** The SQL migrations folder. */
export function migrationsDir(): string {
  return join(packageRoot(), 'migrations');
}

/** Default PGlite data directory: `.data/pglite` in the package (gitignored). */
export function defaultDataDir(): string {
  return join(packageRoot(), '.data', 'pglite');
}
