#!/usr/bin/env node
// The size-budget check of `npm test` (runs after the build): the host's login route, each lazy
// chunk and the CSS from apps/host/dist, and every plain validator of @lego-portal/rules alone.
// Prints every figure beside its budget and exits 1 when any budget is exceeded.
//   BUDGET_<NAME>=<bytes> overrides a budget for one run (e.g. BUDGET_FIRST_LOAD=90000), which is
//   how a budget is shown to fail without editing the file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, COMPOSITE_VALIDATORS, hostVerdicts, kB, validatorBudget } from './budgets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'apps', 'host', 'dist');

/** BUDGETS with the BUDGET_* environment overrides applied (firstLoad <- BUDGET_FIRST_LOAD). */
function budgetsFromEnv() {
  const envName = (name) => `BUDGET_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  return Object.fromEntries(
    Object.entries(BUDGETS).map(([name, value]) => {
      const override = Number(process.env[envName(name)]);
      return [name, Number.isFinite(override) && override > 0 ? override : value];
    }),
  );
}

const budgets = budgetsFromEnv();
const rows = [];

if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
  console.error('apps/host/dist is missing: the build check must run first (npm test does).');
  process.exit(1);
}
const { bundleFigures } = await import(join(root, 'apps', 'host', 'scripts', 'bench-sizes.mjs'));
rows.push(...hostVerdicts(bundleFigures(distDir), budgets));

const { validatorSizes } = await import(join(root, 'packages', 'rules', 'scripts', 'validator-sizes.mjs'));
const validators = await validatorSizes();
for (const { name, gzip } of validators) {
  const budget = validatorBudget(name, budgets);
  const parts = COMPOSITE_VALIDATORS[name];
  const label = `rules: ${name} alone${parts ? ` (joins ${parts.join(', ')})` : ''}`;
  rows.push({ label, bytes: gzip, budget, ok: gzip <= budget });
}
// A composite whose parts were renamed or removed would silently get a budget it no longer earns.
for (const [name, parts] of Object.entries(COMPOSITE_VALIDATORS)) {
  for (const part of parts) {
    if (!validators.some((v) => v.name === part)) rows.push({ label: `rules: ${name}'s part ${part} is not exported`, bytes: 0, budget: 0, ok: false });
  }
}

for (const row of rows) {
  console.log(`${row.ok ? 'ok    ' : 'OVER  '} ${row.label.padEnd(64)} ${kB(row.bytes).padStart(9)}  budget ${kB(row.budget)}`);
}
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(`\nFAIL: ${over.length} size budget(s) exceeded:`);
  for (const row of over) console.error(`  ${row.label}: ${kB(row.bytes)} > ${kB(row.budget)}`);
  process.exit(1);
}
console.log(`\nall ${rows.length} size budgets met`);
