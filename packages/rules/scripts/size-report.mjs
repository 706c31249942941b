#!/usr/bin/env node
// Bundle-size report: gzip size of (a) every plain validator imported alone and (b) the whole
// package, each bundled and minified with esbuild from a tiny entry that imports through
// src/index.ts, as an app would. Checks that a lone plain validator pulls in no yup. The
// whole-package target applies to the package's own code (yup is a dependency that a
// react-hook-form host ships anyway); the figure with yup bundled is printed for information.
// The validator budget is the repository's (scripts/budgets.mjs), which `npm test` enforces.
// Exits non-zero when a target is missed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, validatorBudget } from '../../../scripts/budgets.mjs';
import { bundleSize, validatorNames } from './validator-sizes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const cases = [
  ...validatorNames().map((name) => ({ name: `${name} alone`, entry: `export { ${name} } from './src/index.ts';`, limit: validatorBudget(name), noYup: true })),
  { name: 'loginSchema alone (with yup)', entry: "export { loginSchema } from './src/index.ts';" },
  // Every text of the catalogue is in it (screens import only their own area, checked per route
  // and per validator above); it grew past 20 kB with the customer screens' texts.
  { name: 'whole package (own code)', entry: "export * from './src/index.ts';", external: ['yup'], limit: 24576 },
  { name: 'whole package + yup', entry: "export * from './src/index.ts';" },
];
// The built package as a consumer's bundler sees it (after `pnpm build`).
if (existsSync(join(root, 'dist/index.js'))) {
  cases.push({ name: 'dist: validateLogin alone', entry: "export { validateLogin } from './dist/index.js';", limit: BUDGETS.validator, noYup: true });
}

let failed = false;
console.log('bundle'.padEnd(36), 'minified'.padStart(10), 'gzip'.padStart(10), ' target');
for (const { name, entry, limit, noYup, external } of cases) {
  const { raw, gzip, inputs } = await bundleSize(entry, external);
  const yupInside = inputs.some((file) => file.includes('node_modules'));
  const over = limit !== undefined && gzip > limit;
  const badYup = noYup && yupInside;
  failed ||= over || badYup;
  const target = limit === undefined ? '' : ` <= ${kB(limit)} ${over ? 'MISSED' : 'ok'}`;
  console.log(name.padEnd(36), kB(raw).padStart(10), kB(gzip).padStart(10), target, noYup ? (yupInside ? 'CONTAINS YUP' : '(no yup)') : '');
  if (process.argv.includes('--modules')) console.log('   modules:', inputs.join(', '));
}
process.exit(failed ? 1 : 0);
