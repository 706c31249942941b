// The CSV export figures of the bench (issue 13), in Debian's Chromium against the build and a
// sandbox seeded with 1 000 000 transactions (30 days of merchant 1000000001's online report is
// then about 28 000 rows): how soon the footer shows rows received after the click, the rows per
// second until the file is complete, and how much the page's JavaScript heap grows meanwhile,
// beside the file's size. Both ways of saving are measured: straight into the file of a save
// dialog (answered by the origin's private file system, as a person picking a folder would) and
// the browser download used where there is no save dialog.
// The functions passed to page.evaluate run in the browser, hence these globals.
/* global document, window, MutationObserver */
import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import { median, navigateAndWaitForRows, navigateHome, signedInPage } from './bench-support.mjs';
import { CHROMIUM } from './chromium.mjs';

const { chromium } = createRequire(import.meta.url)('playwright-core');

/** `YYYYMMDD` of the day `days` before today in the business zone (Bangkok). */
function bangkokStamp(days) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** In the page: the save dialog, answered with a file of the origin's private file system. */
function answerSaveDialogWithPrivateFile(useDialog) {
  if (!useDialog) {
    delete window.showSaveFilePicker;
    return;
  }
  window.showSaveFilePicker = async ({ suggestedName }) => (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true });
}

/**
 * In the page: resolves with the times (ms after the click on Export CSV) when the footer first
 * shows a non-zero count of rows received and when the report says the rows were saved.
 */
function watchExport() {
  window.__export = new Promise((resolve) => {
    let clickedAt;
    let progressAt;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const now = performance.now();
      const footer = document.querySelector('footer')?.textContent ?? '';
      if (progressAt === undefined && /\b[1-9][\d,]* rows received/.test(footer)) progressAt = now;
      const saved = [...document.querySelectorAll('[role=status]')].find((element) => /rows saved to/.test(element.textContent));
      if (!saved) return;
      observer.disconnect();
      resolve({ progressMs: progressAt - clickedAt, doneMs: now - clickedAt, text: saved.textContent });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** In the page: the size of a file of the private file system. */
async function privateFileSize(name) {
  return (await (await (await navigator.storage.getDirectory()).getFileHandle(name)).getFile()).size;
}

/**
 * Median over `runs` exports of the 30-day online report of merchant 1000000001, saved through
 * the save dialog (`useDialog`) or as a download.
 */
async function exportRuns(browser, baseUrl, runs, useDialog) {
  const { context, page } = await signedInPage(browser, baseUrl);
  await page.evaluate(answerSaveDialogWithPrivateFile, useDialog);
  const cdp = await context.newCDPSession(page);
  const heapUsed = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const path = `/reports/transactions/online?from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959&merchantId=1000000001`;
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    await page.evaluate(navigateHome);
    await page.evaluate(navigateAndWaitForRows, [path, 25]);
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heapUsed();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapUsed());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const downloaded = useDialog ? null : page.waitForEvent('download');
    await page.evaluate(watchExport);
    await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    const { progressMs, doneMs, text } = await page.evaluate(() => window.__export);
    sampling = false;
    await sampler;
    const rows = Number(/^([\d,]+) rows/.exec(text)[1].replaceAll(',', ''));
    const filename = /saved to (.+)\.$/.exec(text)[1];
    let bytes;
    if (downloaded) {
      const download = await downloaded;
      bytes = (await stat(await download.path())).size;
    } else bytes = await page.evaluate(privateFileSize, filename);
    results.push({ progressMs, doneMs, rows, bytes, heapGrowth: peak - before });
  }
  await context.close();
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    progressMs: pick('progressMs'),
    doneMs: pick('doneMs'),
    rows: pick('rows'),
    rowsPerSecond: median(results.map((result) => result.rows / (result.doneMs / 1000))),
    // From the first rows received to the complete file: the stream itself, without the wait for
    // the server's sorted query.
    streamingRowsPerSecond: median(results.map((result) => result.rows / ((result.doneMs - result.progressMs) / 1000))),
    bytes: pick('bytes'),
    heapGrowth: Math.max(...results.map((result) => result.heapGrowth)),
    runs: results,
  };
}

/** The export figures through the save dialog and as a download; a failure is reported, not thrown. */
export async function exportFigures({ baseUrl, runs = 3 }) {
  const browser = await chromium.launch({ headless: true, ...CHROMIUM });
  const figures = {};
  try {
    for (const [key, useDialog] of [['saveDialog', true], ['download', false]]) {
      try {
        figures[key] = await exportRuns(browser, baseUrl, runs, useDialog);
      } catch (error) {
        figures[key] = { error: error instanceof Error ? error.message : String(error) };
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
