#!/usr/bin/env node
// Before the end-to-end tests: build the host when dist/ is missing or older than any source it
// is made of (the host's src/ and public/, the workspace packages' src/), so the tests never
// run against a stale build; and api-client's dist/, which the specs' @lego-portal/test-kit loads
// (Playwright resolves packages without the `source` condition). `npm test` builds first, so
// there these are quick checks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const host = fileURLToPath(new URL('..', import.meta.url));
const root = join(host, '..', '..');
const builtAt = existsSync(join(host, 'dist', 'index.html')) ? statSync(join(host, 'dist', 'index.html')).mtimeMs : 0;

/** Newest modification time under `dir` (skipping dependencies and generated output). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  if (!statSync(dir).isDirectory()) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = [
  join(host, 'src'),
  join(host, 'public'),
  join(host, 'index.html'),
  join(host, 'vite.config.ts'),
  ...['rules', 'api-client', 'portal-ui'].map((name) => join(root, 'packages', name, 'src')),
];
// portal-ui's sources import its generated styled-system/ (made by `panda codegen`, not committed).
const portalUi = join(root, 'packages', 'portal-ui');
if (!existsSync(join(portalUi, 'styled-system'))) {
  const panda = join(portalUi, 'node_modules', '@pandacss', 'dev', 'bin.js');
  const { status } = spawnSync(process.execPath, [panda, 'codegen', '--silent'], { cwd: portalUi, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const apiClient = join(root, 'packages', 'api-client');
const apiClientBuilt = join(apiClient, 'dist', 'index.js');
if (!existsSync(apiClientBuilt) || newest(join(apiClient, 'src')) > statSync(apiClientBuilt).mtimeMs) {
  console.log('[e2e] building @lego-portal/api-client for the test kit');
  const tsup = join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js');
  const { status } = spawnSync(process.execPath, [tsup, '--silent'], { cwd: apiClient, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const stale = sources.some((source) => newest(source) > builtAt);
if (!stale) process.exit(0);

console.log(builtAt ? '[e2e] the host build is older than its sources: rebuilding' : '[e2e] building the host');
const vite = join(host, 'node_modules', 'vite', 'bin', 'vite.js');
const { status } = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: host, stdio: 'inherit' });
process.exit(status ?? 1);
