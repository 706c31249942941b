// Browser figures of the bench, in Debian's Chromium against the production build served by
// server.mjs: the cold time until the login's password field shows (beside a plain React login,
// bench-plain-react.mjs, when given), the scripting time to render
// a 100-row page of the user list, and the transaction report's figures (bench-reports.mjs).
// The functions passed to page.evaluate / addInitScript run in the browser, hence these globals.
/* global document, window, MutationObserver */
import { createRequire } from 'node:module';
import { customerListScripting } from './bench-customers.mjs';
import { merchantProfileTyping } from './bench-merchant-profile.mjs';
import { transactionPaging, transactionReportScripting } from './bench-reports.mjs';
import { median, navigateAndWaitForRows, navigateHome, scriptingMeter, signedInPage, DEMO } from './bench-support.mjs';
import { CHROMIUM } from './chromium.mjs';

const { chromium } = createRequire(import.meta.url)('playwright-core');

/** Records, in the page, when a password input first joins the document (ms since navigation start). */
function watchPasswordField() {
  new MutationObserver((_, observer) => {
    if (document.querySelector('input[type=password]')) {
      window.__passwordFieldAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * One cold load (a fresh context: empty cache, no session) of `url`: the time from navigation
 * start until the password field is in the page, and the wall time until Playwright sees it visible.
 */
async function coldPasswordFieldOnce(browser, url) {
  const context = await browser.newContext();
  context.setDefaultTimeout(15_000);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPasswordField);
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('input[type=password]').waitFor({ state: 'visible' });
    const wall = performance.now() - started;
    return { inPage: await page.evaluate(() => window.__passwordFieldAt), wall };
  } finally {
    await context.close();
  }
}

/**
 * Median over `runs` cold loads of the login's password field (coldPasswordFieldOnce); with
 * `plainUrl`, the plain React login (bench-plain-react.mjs) is loaded the same way in turns with
 * it (ours, plain, ours, ...), so both see the same machine, and `plain` and `ratio` (ours / plain,
 * of the in-page medians) are added.
 */
async function coldPasswordField(browser, baseUrl, runs, plainUrl) {
  const ours = [];
  const plain = [];
  // One load of each first, not counted: the browser's own first start (its disk cache, V8's
  // code cache) would otherwise fall on whichever page goes first.
  await coldPasswordFieldOnce(browser, baseUrl);
  if (plainUrl) await coldPasswordFieldOnce(browser, plainUrl);
  for (let i = 0; i < runs; i += 1) {
    ours.push(await coldPasswordFieldOnce(browser, baseUrl));
    if (plainUrl) plain.push(await coldPasswordFieldOnce(browser, plainUrl));
  }
  const figures = (loads) => ({ inPage: median(loads.map((l) => l.inPage)), wall: median(loads.map((l) => l.wall)), runs: loads.map((l) => l.inPage) });
  const result = figures(ours);
  if (plainUrl) {
    result.plain = figures(plain);
    result.ratio = result.inPage / result.plain.inPage;
  }
  return result;
}

/** POST as JSON to the sandbox. */
async function post(url, body, idToken, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/** Makes sure merchant 1000000001 has at least `count` users (creating bench users through the API). */
async function ensureUsers(sandboxUrl, count) {
  const { body: tokens } = await post(`${sandboxUrl}/api/lego-authorization/ext/cognito/signIn`, DEMO);
  const list = await post(`${sandboxUrl}/api/lego-userprofile/ext/users`, { merchantId: '1000000001', page: 1, sizePerPage: 25 }, tokens.idToken);
  const missing = Math.max(0, count - (list.body.getAllResponse?.totalSize ?? 0));
  const stamp = Date.now().toString(36).slice(-5);
  for (let i = 0; i < missing; i += 1) {
    const username = `bench${stamp}${String(i).padStart(3, '0')}`;
    const created = await post(
      `${sandboxUrl}/api/lego-userhandler/ext/userhandler/`,
      {
        action: 'CREATE',
        userProfile: {
          merchantId: '1000000001', username, fullName: 'Bench User', email: `${username}@example.com`, contactNumber: '', note: '', status: 'A',
          authorize: {
            account: { profile: 'Y', user: 'N', customerProfile: 'N' },
            report: { transactionReport: 'N', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' },
          },
        },
      },
      tokens.idToken,
    );
    if (created.status !== 200) throw new Error(`creating bench user ${username} answered ${created.status}`);
  }
}

/**
 * Signs in as demo_full, opens the user list once (so its chunk is loaded), then for each of
 * `runs` sort orders goes home and back to /user?size=100&sort=…, measuring Chromium's
 * ScriptDuration (CDP Performance.getMetrics) from the navigation until the 100th row shows.
 * Distinct sorts make each run fetch and render a new page rather than reuse the query cache.
 */
async function userListScripting(browser, baseUrl, sandboxUrl, runs) {
  await ensureUsers(sandboxUrl, 100);
  const { context, page } = await signedInPage(browser, baseUrl);
  await page.evaluate(navigateAndWaitForRows, ['/user', 25]);
  const measure = await scriptingMeter(context, page);
  const sorts = ['username', 'fullName', 'lastLogin', 'status', 'createdDatetime'];
  const scripting = [];
  const wall = [];
  for (let i = 0; i < runs; i += 1) {
    await page.evaluate(navigateHome);
    await page.waitForTimeout(100);
    const run = await measure(() => page.evaluate(navigateAndWaitForRows, [`/user?size=100&sort=${sorts[i % sorts.length]}&dir=asc`, 100]));
    scripting.push(run.scripting);
    wall.push(run.result);
  }
  await context.close();
  return { scripting: median(scripting), wall: median(wall), runs: scripting };
}

/**
 * Runs the browser figures; the page and sort clicks of the transaction report only when
 * `pagingRanges` (days up to today) are given, as they are meant for a sandbox of 1 000 000
 * transactions. Each part reports `error` instead of a figure when it cannot run (e.g. a screen
 * that has not landed yet), so the bench prints what it can. With `plainUrl` (the plain React
 * login of bench-plain-react.mjs, served), the login is loaded in turns with it.
 */
export async function browserFigures({ baseUrl, sandboxUrl, runs = 5, pagingRanges = [], plainUrl }) {
  const browser = await chromium.launch({ headless: true, ...CHROMIUM });
  try {
    const attempt = async (work) => {
      try {
        return await work();
      } catch (error) {
        return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    };
    return {
      passwordField: await attempt(() => coldPasswordField(browser, baseUrl, runs, plainUrl)),
      userList: await attempt(() => userListScripting(browser, baseUrl, sandboxUrl, runs)),
      customerList: await attempt(() => customerListScripting(browser, baseUrl, sandboxUrl, runs)),
      transactionReport: await attempt(() => transactionReportScripting(browser, baseUrl, runs)),
      merchantProfileTyping: await attempt(() => merchantProfileTyping(browser, baseUrl, sandboxUrl, runs)),
      transactionPaging: pagingRanges.length > 0 ? await attempt(() => transactionPaging(browser, baseUrl, runs, pagingRanges)) : null,
    };
  } finally {
    await browser.close();
  }
}
