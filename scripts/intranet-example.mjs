#!/usr/bin/env node
// `npm test`'s check of embedding, the way the bank's staff portal will do it: packs the three
// published packages (pnpm pack, as a publish would), installs them from the tarballs into
// examples/intranet-host (outside the workspace) on React 19 and into a copy on React 18.3,
// type-checks and builds both, then runs the example's Playwright suite against both builds (and
// the reference host, for comparing how the portal looks) in front of one in-memory sandbox.
// `--keep` leaves the servers up after the tests (Ctrl-C ends them), for looking around; arguments
// after `--` go to Playwright. `--build-only` stops after the builds (e.g. to measure them with
// scripts/host-weights.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, pnpmEnv, root } from './pnpm.mjs';
import { buildStale, publishedPackages } from './published-packages.mjs';

const example = join(root, 'examples', 'intranet-host');
const packs = join(example, '.packs');
const react18 = join(example, '.work', 'react-18');
const PACKAGES = ['rules', 'api-client', 'portal-ui'];
const REACT_18 = '18.3.1';
const pnpm = ensurePnpm();
const env = pnpmEnv();
const keep = process.argv.includes('--keep');
const buildOnly = process.argv.includes('--build-only');

function step(title, command, args, cwd, extraEnv = {}) {
  const started = Date.now();
  console.log(`[intranet] ${title}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`[intranet] failed: ${title} (${command} ${args.join(' ')}, exit ${result.status})`);
    process.exit(1);
  }
  console.log(`[intranet] ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// 1. The tarballs a publish would upload, under stable names the example's package.json names.
// (In npm test the build stage has just built them; run alone, a stale dist is rebuilt first.)
buildStale(publishedPackages(), 'intranet');
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
for (const name of PACKAGES) {
  step(`packing @lego-portal/${name}`, pnpm, ['pack', '--pack-destination', packs], join(root, 'packages', name));
  const tarball = readdirSync(packs).find((file) => file.startsWith(`lego-portal-${name}-`) && file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no tarball for ${name} in ${packs}`);
  renameSync(join(packs, tarball), join(packs, `lego-portal-${name}.tgz`));
}

// 2. The React 18.3 copy: the same sources and configuration, React pinned to 18.3.
rmSync(react18, { recursive: true, force: true });
mkdirSync(react18, { recursive: true });
for (const item of ['src', 'public', 'index.html', 'vite.config.ts', '.npmrc']) cpSync(join(example, item), join(react18, item), { recursive: true });
const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'));
const relocate = (deps) => Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v.replace('file:.packs/', 'file:../../.packs/')]));
writeFileSync(
  join(react18, 'package.json'),
  JSON.stringify(
    {
      ...manifest,
      name: `${manifest.name}-react-18`,
      dependencies: relocate({ ...manifest.dependencies, react: REACT_18, 'react-dom': REACT_18 }),
      // Only what building needs: the tests and the type check run in the React 19 copy.
      devDependencies: { '@vitejs/plugin-react': manifest.devDependencies['@vitejs/plugin-react'], vite: manifest.devDependencies.vite },
      pnpm: { overrides: relocate(manifest.pnpm.overrides) },
    },
    null,
    2,
  ),
);

// 3. Install from the tarballs (outside the workspace, no lockfile: the tarballs are new every run).
const install = ['install', '--ignore-workspace', '--no-frozen-lockfile', '--prefer-offline', '--config.confirmModulesPurge=false'];
for (const dir of [example, react18]) {
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  step(`installing ${dir === example ? 'React 19' : 'React 18.3'} copy`, pnpm, install, dir);
}

// 4. Type-check against the packed declarations, and build both.
step('type-checking the example against the packed types', join(example, 'node_modules', '.bin', 'tsc'), ['-p', '.'], example);
step('building on React 19', join(example, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], example);
step('building on React 18.3', join(react18, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], react18);
if (buildOnly) process.exit(0);

// 5. The suite, against both builds (its global setup starts the sandbox and the servers).
// Arguments after `--` go to Playwright (a spec file, `--project react-18`, ...).
const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const tests = spawn(join(example, 'node_modules', '.bin', 'playwright'), ['test', ...extra], {
  cwd: example,
  stdio: 'inherit',
  env: { ...env, INTRANET_REACT_18_DIST: join(react18, 'dist'), INTRANET_KEEP: keep ? '1' : '' },
});
tests.on('exit', (code) => process.exit(code ?? 1));
