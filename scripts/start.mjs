#!/usr/bin/env node
// `npm start`: on a machine with only Node and npm, get the pinned pnpm, install, build what the
// portal needs, start the sandbox API on API_PORT and the host on PORT, and print how to sign in.
// `npm start -- --fresh` starts over: the sandbox's stored data is deleted and seeded again (demo
// accounts unlocked, their passwords back to the demo password).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, pnpmEnv, root, runPnpm } from './pnpm.mjs';

const port = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 8787);
const env = { ...pnpmEnv(), PORT: String(port), API_PORT: String(apiPort) };
const fresh = process.argv.includes('--fresh');

ensurePnpm();
const step = (label, args) => {
  console.log(`\n[start] ${label}`);
  if (runPnpm(args) !== 0) {
    console.error(`[start] ${label} failed`);
    process.exit(1);
  }
};
step('installing dependencies', ['install', '--prefer-offline']);
// Storybook is not part of the running portal; building it here would only slow the start.
step('building the packages, the sandbox and the host', [
  '-r',
  '--workspace-concurrency=1',
  '--filter=!@lego-portal/storybook',
  '--if-present',
  'build',
]);

const children = [];
function launch(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}
let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const sandboxMain = join(root, 'apps', 'sandbox', 'dist', 'main.js');
// Demo mode: forgot password's mail can be read at /api/dev/outbox (from this machine only).
if (existsSync(sandboxMain)) launch('sandbox', [sandboxMain, '--demo', ...(fresh ? ['--fresh'] : [])], join(root, 'apps', 'sandbox'));
else console.log('[start] the sandbox is not built yet: the host runs without an API.');
launch('host', ['server.mjs'], join(root, 'apps', 'host'));

const accountsFile = join(root, 'apps', 'sandbox', 'demo-accounts.json');
setTimeout(() => {
  console.log(`\n  Merchant portal:  http://localhost:${port}`);
  console.log(`  Sandbox API:      http://localhost:${apiPort}/api/health (also at http://localhost:${port}/api/health)`);
  if (existsSync(accountsFile)) {
    const accounts = JSON.parse(readFileSync(accountsFile, 'utf8'));
    console.log('\n  Demo sign-ins (username / password: what it shows):');
    for (const a of accounts.accounts ?? accounts) console.log(`    ${a.username} / ${a.password}: ${a.shows ?? a.description ?? ''}`);
  }
  console.log(`\n  ${fresh ? 'Starting over: the sandbox deletes its data and seeds it again (ready when it says so).' : 'Demo account locked or its password changed? Start over with the seed data:'}`);
  if (!fresh) console.log('    npm start -- --fresh');
  console.log('\n  Press Ctrl+C to stop.\n');
}, 1500);
