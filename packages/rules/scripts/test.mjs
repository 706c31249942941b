#!/usr/bin/env node
// Runs the unit tests in three machine time zones (the rules must not depend on the machine's
// zone): UTC, Asia/Bangkok (with coverage and its thresholds) and America/New_York. Stops at
// the first failing run and exits with its code.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(join(root, 'package.json'));
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

const runs = [
  { tz: 'UTC', args: [] },
  { tz: 'Asia/Bangkok', args: ['--coverage'] },
  { tz: 'America/New_York', args: [] },
];

for (const { tz, args } of runs) {
  console.log(`\n== vitest with TZ=${tz} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...args, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: tz },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
