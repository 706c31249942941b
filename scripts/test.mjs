#!/usr/bin/env node
// `npm test`: every check of ARCHITECTURE.md "Checks", in order, stopping at nothing so one run
// shows every failure; exits non-zero if any check failed. A check whose scripts do not exist yet
// in any workspace package is reported as skipped, not as passed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensurePnpm, pnpmEnv, root } from './pnpm.mjs';

const pnpm = ensurePnpm();
const env = pnpmEnv();

/** Workspace packages that define `script` in their package.json. */
function packagesWith(script) {
  const dirs = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(root, group, d.name)),
  );
  return dirs.filter((dir) => {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) return false;
    return Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.[script]);
  });
}

/** A check that runs `script` in every package that has it, one package at a time (2 cores). */
const perPackage = (name, script) => ({
  name,
  exists: () => packagesWith(script).length > 0,
  run: () => [pnpm, ['-r', '--workspace-concurrency=1', '--no-bail', '--if-present', script]],
});

const checks = [
  {
    name: 'install',
    exists: () => true,
    run: () => [pnpm, ['install', '--frozen-lockfile', '--prefer-offline']],
  },
  // Lint and typecheck run side by side: each is mostly one thread, so on two cores together they
  // take about as long as the slower one alone (~30 s less); their output is printed in order.
  { name: 'lint', together: 'static', exists: () => true, run: () => [pnpm, ['exec', 'eslint', '.', '--max-warnings=0']] },
  {
    // One `tsc -b` over the packages' own tsconfig.json files: each source checked once (about
    // half the time of package by package); it refuses to run when a package would be left out.
    name: 'typecheck',
    together: 'static',
    exists: () => packagesWith('typecheck').length > 0,
    run: () => [process.execPath, ['scripts/typecheck.mjs']],
  },
  {
    name: 'openapi lint',
    exists: () => existsSync(join(root, 'openapi', 'openapi.yaml')),
    run: () => [pnpm, ['exec', 'redocly', 'lint', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml']],
  },
  {
    name: 'openapi bundle up to date',
    exists: () => existsSync(join(root, 'openapi', 'bundle.mjs')),
    run: () => [process.execPath, ['openapi/bundle.mjs', '--check']],
  },
  perPackage('unit and component tests', 'test'),
  perPackage('storybook tests', 'test:storybook'),
  perPackage('build', 'build'),
  {
    // The exported names and types of each published package against the checked-in reports
    // (api-report/): a change of the public surface shows in review and needs a changeset.
    name: 'public API report',
    exists: () => existsSync(join(root, 'scripts', 'api-report.mjs')),
    run: () => [process.execPath, ['scripts/api-report.mjs', '--check']],
  },
  {
    // Every change to a published package since the main branch carries a changeset.
    name: 'changesets',
    exists: () => existsSync(join(root, 'scripts', 'check-changesets.mjs')),
    run: () => [process.execPath, ['scripts/check-changesets.mjs']],
  },
  {
    // Sizes are deterministic: a budget exceeded fails like a test (scripts/budgets.mjs).
    name: 'size budgets',
    exists: () => existsSync(join(root, 'scripts', 'check-budgets.mjs')),
    run: () => [process.execPath, ['scripts/check-budgets.mjs']],
  },
  // The package checks (mostly one thread each, reading the built dist) run beside the intranet
  // example, which spends its first half packing, installing and type-checking: about 25 s less.
  { ...perPackage('package checks (publint, attw)', 'check:package'), together: 'packed' },
  {
    // The bank's staff portal as a foreign host: the three packages packed, installed from the
    // tarballs into examples/intranet-host on React 18.3 and on React 19, built and driven.
    name: 'intranet example host (React 18.3, 19)',
    together: 'packed',
    exists: () => existsSync(join(root, 'scripts', 'intranet-example.mjs')),
    run: () => [process.execPath, ['scripts/intranet-example.mjs']],
  },
  perPackage('end-to-end tests', 'test:e2e'),
];

/** Lines that name a failure, kept so the summary (the part of a CI log people see) says what failed. */
const FAILURE_LINE = /\b(FAIL|failed|Error|ERR_)\b|[×✗✘]|^\s*\d+\)\s/;

/**
 * Runs a command and returns its exit status and failure lines; its output is passed through live,
 * or, with `held`, kept and printed when it ends (for checks that run side by side).
 */
function run(command, args, held = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], cwd: root, env });
    const failures = [];
    let partial = '';
    const collect = (chunk) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const plain = stripVTControlCharacters(line).trimEnd();
        if (FAILURE_LINE.test(plain) && !plain.includes('(ignored')) failures.push(plain);
      }
    };
    const kept = [];
    const show = (stream) => (chunk) => { if (held) kept.push(chunk); else stream.write(chunk); collect(chunk); };
    child.stdout.on('data', show(process.stdout));
    child.stderr.on('data', show(process.stderr));
    child.on('close', (status) => resolve({ status, failures, output: Buffer.concat(kept).toString('utf8') }));
    child.on('error', (error) => resolve({ status: 1, failures: [String(error)] }));
  });
}

const results = [];
for (let index = 0; index < checks.length; index++) {
  // A check and the following ones of the same `together` group start at once.
  const group = [checks[index]];
  while (checks[index].together && checks[index + 1]?.together === checks[index].together) group.push(checks[++index]);
  const runnable = group.filter((check) => check.exists());
  for (const check of group) if (!runnable.includes(check)) results.push({ name: check.name, status: 'skipped' });
  const held = runnable.length > 1;
  if (!held && runnable[0]) console.log(`\n=== ${runnable[0].name} ===`);
  const outcomes = await Promise.all(
    runnable.map(async (check) => {
      const started = Date.now();
      const [command, args] = check.run();
      const outcome = await run(command, args, held);
      return { check, ...outcome, seconds: ((Date.now() - started) / 1000).toFixed(1) };
    }),
  );
  for (const { check, status, failures, output, seconds } of outcomes) {
    if (held) console.log(`\n=== ${check.name} (run alongside ${runnable.filter((c) => c !== check).map((c) => c.name).join(', ')}) ===\n${output}`);
    results.push({ name: check.name, status: status === 0 ? 'passed' : 'failed', seconds, failures });
  }
  if (group.some((check) => check.name === 'install') && outcomes.some((o) => o.status !== 0)) break; // nothing else can run without it
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.status.padEnd(8)} ${r.name}${r.seconds ? ` (${r.seconds} s)` : ''}`);
  // The last lines that named a failure, so a truncated log still says which test broke.
  if (r.status === 'failed') for (const line of [...new Set(r.failures)].slice(-25)) console.log(`           ${line.trim()}`);
}
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'failed').length;
const skipped = results.filter((r) => r.status === 'skipped').length;
console.log(`checks: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
