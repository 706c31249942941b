// The transaction report's figures of the bench (issue 13), in the online report of demo_full's
// merchant: the scripting time to render a 100-row page, and the time from a click on the next
// page or on a sortable header until the new rows show, with where that time went.
// The functions passed to page.evaluate run in the browser, hence these globals.
/* global document, window, addEventListener, MutationObserver, requestAnimationFrame */
import { median, navigateAndWaitForRows, navigateHome, scriptingMeter, signedInPage } from './bench-support.mjs';

const REPORT = '/reports/transactions/online';
/** The portal's business zone: the report's dates are its calendar days. */
const BUSINESS_TIME_ZONE = 'Asia/Bangkok';
const DAY_MS = 86_400_000;

/**
 * The sortable columns and their headers (the catalogue's English texts). Transaction No. comes
 * first, so that even a short run clicks it: its speed rests on an index of its own (the
 * sandbox's migration 004), which the other sorts do not need over 30 days.
 */
const SORTABLE = [
  ['txnNumber', 'Transaction No.'],
  ['amount', 'Amount'],
  ['refNumber', 'Merchant Reference'],
  ['customerRef', "Merchant's Customer No."],
  ['fromAcctNumber', 'Payer Account'],
  ['statusCode', 'Status'],
  ['createdDateTime', 'Created Date Time'],
];

/** `YYYYMMDD` of the business day `daysAgo` days before today. */
function businessDay(daysAgo) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The report's URL for the `days` days ending `endDaysAgo` days ago (from 00:00:00 to 23:59:59,
 * `from`/`to` as transaction-report-search.ts reads them; 360 days is the longest range the
 * rules accept), with further search values (`size`, `sort`, `dir`, `page`).
 */
function reportPath(days, endDaysAgo = 0, values = {}) {
  const search = new URLSearchParams({ from: `${businessDay(endDaysAgo + days)}000000`, to: `${businessDay(endDaysAgo)}235959`, ...values });
  return `${REPORT}?${search}`;
}

/**
 * Signs in as demo_full, opens the report once (so its chunk is loaded), then for each of `runs`
 * sorts goes home and back to the report with size=100 over the last 360 days (a few hundred rows
 * of merchant 1000000001 even in the bench's small sandbox), measuring Chromium's ScriptDuration
 * from the navigation until the 100th row shows. Each run has a sort (column and direction) of
 * its own, so it fetches and renders a new page rather than reuse the query cache.
 */
export async function transactionReportScripting(browser, baseUrl, runs) {
  const { context, page } = await signedInPage(browser, baseUrl);
  await page.evaluate(navigateAndWaitForRows, [reportPath(360), 25]);
  const measure = await scriptingMeter(context, page);
  const scripting = [];
  const wall = [];
  for (let i = 0; i < runs; i += 1) {
    const [sort] = SORTABLE[i % SORTABLE.length];
    const dir = Math.floor(i / SORTABLE.length) % 2 ? 'desc' : 'asc';
    await page.evaluate(navigateHome);
    await page.waitForTimeout(100);
    const run = await measure(() => page.evaluate(navigateAndWaitForRows, [reportPath(360, 0, { size: '100', sort, dir }), 100]));
    scripting.push(run.scripting);
    wall.push(run.result);
  }
  await context.close();
  return { scripting: median(scripting), wall: median(wall), runs: scripting };
}

/**
 * In the page, before a click: resolves (as `window.__newRows`) once the table shows rows other
 * than the ones it shows now, in the state a user would see them, that is neither `aria-busy`
 * (loading or refreshing) nor with the previous answer's rows `inert`, and a frame later, when
 * they are painted. Times are from the click event; the list request's Resource Timing tells how
 * much of it was the server's.
 */
function watchNewRows() {
  const table = () => document.querySelector('table');
  const numbers = () => [...(table()?.tBodies[0]?.rows ?? [])].map((row) => row.cells[0]?.textContent ?? '').join(' ');
  const before = numbers();
  let clickedAt;
  addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
  performance.clearResourceTimings();
  window.__newRows = new Promise((resolve, reject) => {
    // A click that changes nothing must fail the figure rather than hang the bench.
    const timeout = setTimeout(() => reject(new Error('no new rows within 30 s of the click')), 30_000);
    const observer = new MutationObserver(() => {
      const body = table()?.tBodies[0];
      if (clickedAt === undefined || !body || table().getAttribute('aria-busy') === 'true' || body.inert) return;
      const now = numbers();
      if (now === before || now.trim() === '') return;
      observer.disconnect();
      clearTimeout(timeout);
      const inTableAt = performance.now();
      // A frame later the rows are painted: the message posted from requestAnimationFrame runs
      // after that frame's style, layout and paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const list = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/transaction/list') && entry.startTime >= clickedAt).at(-1);
          resolve({ clickedAt, inTableAt, shownAt: performance.now(), requestStart: list?.startTime, responseEnd: list?.responseEnd });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

/** One real click (Playwright's mouse, on the element a user would click), timed by watchNewRows. */
async function timedClick(page, locator, label) {
  await page.evaluate(watchNewRows);
  await locator.click();
  const t = await page.evaluate(() => window.__newRows);
  const known = t.requestStart !== undefined;
  return {
    label,
    total: t.shownAt - t.clickedAt,
    // Click to the request leaving: the URL change and the render that starts the query.
    beforeRequest: known ? t.requestStart - t.clickedAt : NaN,
    // The request through the host's proxy: mostly the sandbox's count and page queries.
    request: known ? t.responseEnd - t.requestStart : NaN,
    // Reading the answer, rendering the rows and painting them.
    afterResponse: known ? t.shownAt - t.responseEnd : NaN,
  };
}

/**
 * For the `days` days up to today: `runs` times, a click on 'Next page' and then a click on the
 * next sortable header (ascending, page 1), each timed until the new rows show. Every click asks
 * for a page not asked before (a cycle through all the headers starts on a range ending a day
 * earlier), so none is answered from the query cache.
 */
async function pageAndSortClicks(page, days, runs) {
  const table = page.getByRole('table', { name: 'Transactions' });
  const clicks = [];
  for (let i = 0; i < runs; i += 1) {
    const cycle = Math.floor(i / SORTABLE.length);
    if (i % SORTABLE.length === 0) {
      // From home, so the 25th row is the new range's (the screen shows 5 skeleton rows meanwhile).
      await page.evaluate(navigateHome);
      await page.evaluate(navigateAndWaitForRows, [reportPath(days, cycle), 25]);
    }
    clicks.push(await timedClick(page, page.getByRole('button', { name: 'Next page', exact: true }), 'next page'));
    const [column, header] = SORTABLE[i % SORTABLE.length];
    const button = table.getByRole('columnheader', { name: header, exact: true }).getByRole('button');
    clicks.push(await timedClick(page, button, `sort by ${column}`));
  }
  return clicks;
}

/** Medians of a set of timed clicks, and the slowest one. */
function summarise(clicks) {
  const of = (key, subset = clicks) => median(subset.map((click) => click[key]));
  const pages = clicks.filter((click) => click.label === 'next page');
  const sorts = clicks.filter((click) => click.label !== 'next page');
  const slowest = clicks.reduce((worst, click) => (click.total > worst.total ? click : worst));
  return {
    total: of('total'),
    page: of('total', pages),
    sort: of('total', sorts),
    beforeRequest: of('beforeRequest'),
    request: of('request'),
    afterResponse: of('afterResponse'),
    slowest,
    runs: clicks.map((click) => click.total),
  };
}

/**
 * Page and sort clicks in the report over each range of `ranges` (days up to today), `runs` of
 * each kind per range: meant for a sandbox seeded with 1 000 000 transactions.
 */
export async function transactionPaging(browser, baseUrl, runs, ranges) {
  const { context, page } = await signedInPage(browser, baseUrl);
  try {
    const figures = [];
    for (const days of ranges) figures.push({ days, ...summarise(await pageAndSortClicks(page, days, runs)) });
    return figures;
  } finally {
    await context.close();
  }
}
