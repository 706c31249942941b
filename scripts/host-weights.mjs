#!/usr/bin/env node
// What each host loads: in Debian's Chromium, from the BUILT output of the reference host
// (apps/host/dist behind apps/host/server.mjs, merchant user demo_full) and of the intranet example
// (examples/intranet-host/dist behind its serve.mjs, bank staff staff_maker picking merchant
// 1000000001), the JavaScript needed to show, in one session each: the sign-in page (password
// field visible), after sign-in the user list (rows shown), then the transaction report (online,
// rows shown), then the merchant profile. A figure is the sum of the gzip -9 sizes of the distinct
// .js files the page requested, read from dist by URL (not transfer sizes), so it is
// deterministic for a given build. Each step counts the files requested from its first action
// until its screen shows (and those still in flight then).
//
//   node scripts/host-weights.mjs [--check] [--files] [--out file]
// builds nothing: run `npm run build` and `node scripts/intranet-example.mjs --build-only` first.
// `--check` applies the budgets of scripts/budgets.mjs (weights.mjs), exit 1 when one fails;
// `--files` lists each step's files; `--out` also writes the table to a file.
// The functions passed to page.evaluate run in the browser, hence these globals.
/* global document, window, PopStateEvent */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
export const REFERENCE_DIST = join(root, 'apps', 'host', 'dist');
export const INTRANET_DIST = join(root, 'examples', 'intranet-host', 'dist');
const INTRANET_BASE = '/intranet/merchant-portal/';
const PASSWORD = 'Sandbox@2024';

/** `YYYYMMDD` of the business day (Asia/Bangkok) `daysAgo` days before today. */
function businessDay(daysAgo) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}
/** The online report over the last 360 days (the longest range the rules accept): rows in any seed. */
const REPORT_SEARCH = `online?from=${businessDay(360)}000000&to=${businessDay(0)}235959`;

/** In the page: a client-side navigation, as a link does (both hosts' routers listen to popstate). */
async function go(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Resolves once nothing in the page says it is busy and the first body row of its table shows. */
async function rowsShown(page) {
  await page.locator('main tbody tr').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0);
}

const profileShown = async (page) => {
  await page.getByRole('heading', { level: 1, name: /^Merchant Profile/ }).waitFor({ state: 'visible' });
  await page.getByRole('region', { name: 'Fee Profile', exact: true }).waitFor({ state: 'visible' });
};

/** The screens each host opens, in order, with what a person does and sees there. */
export const JOURNEYS = {
  reference: {
    label: 'reference host (demo_full)',
    base: '/',
    steps: [
      ['sign-in', async (page, url) => {
        await page.goto(`${url}/user`);
        await page.getByLabel('Password', { exact: true }).waitFor({ state: 'visible' });
      }],
      ['user list', async (page) => {
        await page.getByLabel('Username', { exact: true }).fill('demo_full');
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.waitForURL(/\/user$/);
        await rowsShown(page);
      }],
      ['transaction report', async (page) => {
        await go(page, `/reports/transactions/${REPORT_SEARCH}`);
        await page.getByRole('heading', { level: 1, name: 'Transaction Report' }).waitFor({ state: 'visible' });
        await rowsShown(page);
      }],
      ['merchant profile', async (page) => {
        await go(page, '/merchant/view');
        await profileShown(page);
      }],
    ],
  },
  intranet: {
    label: 'intranet example (staff_maker)',
    base: INTRANET_BASE,
    steps: [
      ['sign-in', async (page, url) => {
        await page.goto(`${url}${INTRANET_BASE}users`);
        await page.getByLabel('Staff password').waitFor({ state: 'visible' });
      }],
      ['user list', async (page) => {
        await page.getByLabel('Staff ID').fill('staff_maker');
        await page.getByLabel('Staff password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in to the intranet' }).click();
        // The merchant picker first: bank staff choose the merchant whose users they manage.
        const search = page.getByRole('search', { name: 'Merchant search' });
        await search.getByRole('textbox', { name: 'Merchant ID' }).fill('1000000001');
        await search.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('list', { name: 'Merchants found' }).getByRole('button', { name: /1000000001/ }).click();
        await rowsShown(page);
      }],
      ['transaction report', async (page) => {
        await go(page, `${INTRANET_BASE}transactions/${REPORT_SEARCH}`);
        await page.getByRole('heading', { level: 1, name: 'Transaction Report' }).waitFor({ state: 'visible' });
        await rowsShown(page);
      }],
      ['merchant profile', async (page) => {
        // The merchant chosen for the users is the merchant of the profile too.
        await go(page, `${INTRANET_BASE}merchant/view`);
        await profileShown(page);
      }],
    ],
  },
};

const gzipCache = new Map();
/** gzip -9 size of a file, read once. */
export function gzipSize(path) {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

/**
 * Walks one host's journey in a fresh context of `browser` (playwright-core's or @playwright/test's)
 * and returns each step's newly loaded .js files (`file` as served, `path` in dist, `gzip`).
 * @param {{ browser: import('playwright-core').Browser, host: keyof typeof JOURNEYS, url: string, distDir: string }} options
 */
export async function measureHost({ browser, host, url, distDir }) {
  const journey = JOURNEYS[host];
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Asia/Bangkok' });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const seen = new Set();
  const pending = new Set();
  const missing = [];
  let loaded = [];
  let settle = null;
  const isJs = (request) => {
    const { origin, pathname } = new URL(request.url());
    return origin === new URL(url).origin && pathname.endsWith('.js');
  };
  page.on('request', (request) => {
    if (!isJs(request)) return;
    pending.add(request);
    const file = new URL(request.url()).pathname;
    if (seen.has(file)) return;
    seen.add(file);
    const path = join(distDir, decodeURIComponent(file.slice(journey.base.length)));
    if (!existsSync(path)) missing.push(file);
    else loaded.push({ file: file.slice(journey.base.length), path, gzip: gzipSize(path) });
  });
  const done = (request) => {
    pending.delete(request);
    if (pending.size === 0) settle?.();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const steps = [];
  try {
    for (const [name, act] of journey.steps) {
      await act(page, url);
      // The files still in flight when the screen showed belong to it too.
      if (pending.size > 0) await new Promise((resolve) => (settle = resolve));
      settle = null;
      steps.push({ name, files: loaded.sort((a, b) => b.gzip - a.gzip) });
      loaded = [];
    }
  } finally {
    await context.close();
  }
  if (missing.length > 0) throw new Error(`the page loaded scripts that are not in ${distDir}: ${missing.join(', ')}`);
  let cumulative = 0;
  return steps.map((step) => {
    const gzip = step.files.reduce((sum, file) => sum + file.gzip, 0);
    cumulative += gzip;
    return { ...step, gzip, cumulative, count: step.files.length };
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The table of both hosts' figures: per step what it added, and the total so far.
 * @param {Record<string, Awaited<ReturnType<typeof measureHost>> | { error: string }>} results
 */
export function formatTable(results, { files = false } = {}) {
  const hosts = Object.keys(results);
  const lines = ['JavaScript to show each screen, one session per host (sum of gzip -9 sizes of the distinct .js files loaded):'];
  const cell = (text, width = 27) => text.padStart(width);
  lines.push(`  ${'screen'.padEnd(34)}${hosts.map((h) => cell(h)).join('')}`);
  lines.push(`  ${''.padEnd(34)}${hosts.map(() => cell('added  (files)    total')).join('')}`);
  const names = JOURNEYS.reference.steps.map(([name]) => name);
  for (const [index, name] of names.entries()) {
    const row = hosts.map((host) => {
      const result = results[host];
      if (result.error) return cell(index === 0 ? 'not measured' : '');
      const step = result[index];
      return cell(`${kB(step.gzip)} (${String(step.count).padStart(2)}) ${kB(step.cumulative).padStart(9)}`);
    });
    lines.push(`  ${name.padEnd(34)}${row.join('')}`);
  }
  for (const host of hosts) {
    if (results[host].error) lines.push(`  ${host}: not measured (${results[host].error})`);
    else if (files) {
      for (const step of results[host]) lines.push(`  ${host}, ${step.name}: ${step.files.map((f) => `${f.file} ${kB(f.gzip)}`).join(', ') || 'nothing new'}`);
    }
  }
  return lines.join('\n');
}

/**
 * Starts what both journeys need (an in-memory sandbox unless `sandbox` is given, the two
 * servers), measures both hosts in one Chromium and stops what it started. A host whose dist is
 * missing is reported, not measured.
 * @param {{ transactions?: number, sandbox?: { url: string, port: number } }} [options]
 */
export async function measureBoth({ transactions = 500, sandbox: given } = {}) {
  const hostDir = join(root, 'apps', 'host');
  const { startSandboxProcess } = await import(join(hostDir, 'scripts', 'sandbox-process.mjs'));
  const { createHostServer } = await import(join(hostDir, 'server.mjs'));
  const { createIntranetServer } = await import(join(root, 'examples', 'intranet-host', 'serve.mjs'));
  const { CHROMIUM } = await import(join(hostDir, 'scripts', 'chromium.mjs'));
  const { chromium } = createRequire(join(hostDir, 'package.json'))('playwright-core');
  const sandbox = given ?? (await startSandboxProcess({ transactions }));
  const servers = [];
  const listen = async (server) => {
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  };
  const browser = await chromium.launch({ headless: true, ...CHROMIUM });
  const results = {};
  try {
    const targets = [
      ['reference', REFERENCE_DIST, () => createHostServer({ distDir: REFERENCE_DIST, apiPort: sandbox.port }), 'npm run build'],
      ['intranet', INTRANET_DIST, () => createIntranetServer({ distDir: INTRANET_DIST, apiUrl: sandbox.url }), 'node scripts/intranet-example.mjs --build-only'],
    ];
    for (const [host, distDir, server, how] of targets) {
      if (!existsSync(join(distDir, 'index.html'))) {
        results[host] = { error: `${distDir} is missing: ${how}` };
        continue;
      }
      results[host] = await measureHost({ browser, host, url: await listen(server()), distDir });
    }
  } finally {
    await browser.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    if (!given) await sandbox.stop();
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const results = await measureBoth();
  const table = formatTable(results, { files: args.includes('--files') });
  console.log(table);
  const out = args.indexOf('--out');
  if (out >= 0) writeFileSync(args[out + 1], `${table}\n`);
  if (args.includes('--check')) {
    const { checkWeights, formatVerdicts } = await import('./weights-check.mjs');
    const verdicts = checkWeights(results);
    console.log(`\n${formatVerdicts(verdicts)}`);
    if (verdicts.some((verdict) => !verdict.ok)) process.exit(1);
  }
}
