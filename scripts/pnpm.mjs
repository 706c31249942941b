#!/usr/bin/env node
// Runs the pnpm pinned by package.json's `packageManager` field on a machine that has only Node
// and npm. corepack needs COREPACK_INTEGRITY_KEYS=0 on this registry, so the pinned pnpm is
// installed once into .tools/ with npm instead, and reused from there.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm version pinned in package.json, e.g. "10.34.9". */
export function pinnedVersion() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '');
  if (!match) throw new Error('package.json has no packageManager "pnpm@x.y.z" field');
  return match[1];
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** Absolute path (or command name) of a pnpm binary with the pinned version, installing it if needed. */
export function ensurePnpm() {
  const version = pinnedVersion();
  if (versionOf('pnpm') === version) return 'pnpm';
  const local = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (existsSync(local) && versionOf(local) === version) return local;
  console.log(`[pnpm] installing pnpm@${version} into .tools/ ...`);
  execFileSync('npm', ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${version}`], {
    stdio: 'inherit',
  });
  return local;
}

/** The environment with the pinned pnpm first on PATH, so tools that spawn `pnpm` themselves find it. */
export function pnpmEnv(env = process.env) {
  const bin = join(root, '.tools', 'node_modules', '.bin');
  return { ...env, PATH: `${bin}${delimiter}${env.PATH ?? ''}` };
}

/** Runs pnpm with the given arguments from the repository root; resolves to its exit code. */
export function runPnpm(args, options = {}) {
  const pnpm = ensurePnpm();
  const result = spawnSync(pnpm, args, { stdio: 'inherit', cwd: root, ...options, env: pnpmEnv(options.env) });
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(runPnpm(process.argv.slice(2), { cwd: process.cwd() }));
}
