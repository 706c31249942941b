#!/usr/bin/env node
// Bundles the multi-file contract (openapi.yaml + services/ + components/) into
// one file, openapi/bundled.json, for consumers that need a single document
// (the sandbox server). `node openapi/bundle.mjs --check` writes nothing and
// exits 1 when the committed bundled.json differs from a fresh bundle.
//
// Uses the @redocly/cli installed at the workspace root (no extra dependency).
// The output is deterministic: Redocly keeps the source order of keys, and the
// JSON is re-serialised with 2-space indentation and a trailing newline.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const entry = join(here, 'openapi.yaml');
const target = join(here, 'bundled.json');
const check = process.argv.includes('--check');

function redoclyBin() {
  const require = createRequire(join(root, 'package.json'));
  const pkgPath = require.resolve('@redocly/cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.redocly ?? Object.values(pkg.bin)[0];
  return join(dirname(pkgPath), bin);
}

function freshBundle() {
  const result = spawnSync(process.execPath, [redoclyBin(), 'bundle', entry, '--ext', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
    },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`redocly bundle failed with exit code ${result.status}`);
  }
  const start = result.stdout.indexOf('{');
  const doc = JSON.parse(result.stdout.slice(start));
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function firstDifference(a, b) {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] !== right[i]) {
      return `line ${i + 1}:\n  committed: ${left[i] ?? '<end of file>'}\n  fresh:     ${right[i] ?? '<end of file>'}`;
    }
  }
  return 'no line differs';
}

const fresh = freshBundle();
const name = relative(root, target);
if (check) {
  if (!existsSync(target)) {
    console.error(`${name} is missing; run node openapi/bundle.mjs`);
    process.exit(1);
  }
  const committed = readFileSync(target, 'utf8');
  if (committed !== fresh) {
    console.error(`${name} is out of date with openapi/*.yaml; run node openapi/bundle.mjs`);
    console.error(firstDifference(committed, fresh));
    process.exit(1);
  }
  console.log(`${name} is up to date.`);
} else {
  writeFileSync(target, fresh);
  console.log(`Wrote ${name}.`);
}
