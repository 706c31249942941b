#!/usr/bin/env node
// Runs the unit tests in three machine time zones (the rules must not depend on the machine's
// zone): UTC, Asia/Bangkok (with coverage and its thresholds) and America/New_York. The three run
// side by side (each is mostly one busy thread, so on two cores this saves most of two runs); each
// run's output is held and printed whole, in this order, once all have ended. Exits with the first
// failing run's code.
import { spawn } from 'node:child_process';
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

/** One run: its exit code and everything it wrote (stdout and stderr interleaved as written). */
function run({ tz, args }) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(process.execPath, [vitest, 'run', ...args, ...process.argv.slice(2)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TZ: tz, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }));
  });
}

const results = await Promise.all(runs.map(run));
let failed = 0;
results.forEach(({ code, output }, i) => {
  const { tz, args } = runs[i];
  process.stdout.write(`\n== vitest with TZ=${tz} ${args.join(' ')}\n`);
  process.stdout.write(output);
  if (code !== 0 && failed === 0) failed = code;
});
process.exit(failed);
