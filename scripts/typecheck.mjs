#!/usr/bin/env node
// `npm run typecheck` and the typecheck of `npm test`: every workspace package with a `typecheck`
// script, each with its own tsconfig.json, in one `tsc -b tsconfig.check.json`. Each source is
// checked once, in its own package; the packages that import it read its declarations instead.
// (Package by package, `tsc --noEmit -p .` checked portal-ui's sources again in the host and in
// Storybook, and the rules in every package: about twice the CPU time for the same errors.)
// It fails without checking when a package's `typecheck` script is one this does not stand for,
// or the package is missing from tsconfig.check.json, so no package is silently left out.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';

/** What a package's `typecheck` script may be: tsc on its tsconfig.json, after Panda's codegen. */
const STANDS_FOR = /^(panda codegen [^&]*&& )?tsc --noEmit -p \.$/;

const packages = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')))
    .map((entry) => join(root, group, entry.name)),
);
const referenced = readFileSync(join(root, 'tsconfig.check.json'), 'utf8');
const problems = [];
for (const dir of packages) {
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.typecheck;
  if (!script) continue;
  const name = relative(root, dir);
  if (!STANDS_FOR.test(script)) problems.push(`${name}: its typecheck script "${script}" is not tsc --noEmit -p . (update scripts/typecheck.mjs)`);
  if (!existsSync(join(dir, 'tsconfig.check.json'))) problems.push(`${name}: no tsconfig.check.json (copy one of another package's)`);
  if (!referenced.includes(`"./${name}/tsconfig.check.json"`)) problems.push(`${name}: not referenced in tsconfig.check.json`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`[typecheck] ${problem}`);
  process.exit(1);
}

/** Runs a Node script from the repository root; exits with its status when it fails. */
function node(script, args, cwd = root) {
  const { status } = spawnSync(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

// portal-ui's generated styled-system/, which portal-ui, the host and Storybook import (Panda
// writes only the files that changed, so this is quick when it is there).
const portalUi = join(root, 'packages', 'portal-ui');
node(join(portalUi, 'node_modules', '@pandacss', 'dev', 'bin.js'), ['codegen', '--silent'], portalUi);
node(join(root, 'node_modules', 'typescript', 'bin', 'tsc'), ['-b', 'tsconfig.check.json']);
