/**
 * The layout audit's own checks (@lego-portal/test-kit's layout-audit.ts), each against a tiny page made to break
 * it: each page has exactly one problem and the audit reports exactly that one; the clean pages
 * (with what the audit must let pass: screen-reader-only text, a name cut in JS, an inline link in
 * a sentence, a small target standing alone or with a full-size twin, a table that says it scrolls) report nothing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { LayoutAuditOptions, LayoutCheck } from '@lego-portal/test-kit';
import { findLayoutProblems } from '@lego-portal/test-kit';

const LAPTOP: LayoutAuditOptions = { phone: false, tables: true };
const PHONE: LayoutAuditOptions = { phone: true, tables: false };

const page = (body: string) => `<!doctype html><html lang="en"><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  button { min-width: 44px; min-height: 44px; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style></head><body>${body}</body></html>`;

/** The problems the audit finds on `html` at `width` x `height`, as [check, element] pairs. */
async function audit(p: Page, html: string, options: LayoutAuditOptions, width = options.phone ? 390 : 1280, height = options.phone ? 844 : 800) {
  await p.setViewportSize({ width, height });
  await p.setContent(page(html));
  return (await findLayoutProblems(p, options)).map((problem) => [problem.check, problem.element] as [LayoutCheck, string]);
}

const CLEAN = `
  <header><button>Menu</button> <span title="Chao Phraya Insurance Public Company Limited">Chao Phraya Insurance Public Company Li...</span></header>
  <main>
    <h1>Transactions</h1>
    <p>Read the <a href="#manual">user manual</a> before you start.</p>
    <span class="badge" style="display: inline-block; white-space: nowrap">REQUEST OTP</span>
    <span class="sr-only">Not set, and a long sentence only screen readers read, wider than any phone</span>
    <div data-overflowing style="overflow-x: auto; width: 300px">
      <table style="width: 900px; table-layout: fixed"><thead><tr><th data-emphasis="status" style="width: 200px">Status</th><th>Merchant Fee</th><th>Reference</th></tr></thead>
      <tbody><tr><td>Payment Success</td><td>10.00</td><td>INV-0001</td></tr></tbody></table>
    </div>
    <label><input type="checkbox"> Payment Success</label>
    <div><a href="#day-1" aria-label="Open the transactions of 01/11" style="display: inline-block; width: 6px; height: 20px"></a><a href="#day-1" style="display: inline-block; min-width: 44px; min-height: 44px">01/11</a></div>
    <div style="margin-top: 40px"><button style="min-width: 0; min-height: 0; width: 16px; height: 16px; padding: 0" aria-label="Clear"></button></div>
  </main>`;

test('a clean page reports nothing, at laptop and phone size', async ({ page: p }) => {
  expect(await audit(p, CLEAN, LAPTOP)).toEqual([]);
  expect(await audit(p, CLEAN, PHONE)).toEqual([]);
});

test('page-level sideways scroll', async ({ page: p }) => {
  expect(await audit(p, '<main><div style="width: 2000px; height: 10px"></div></main>', PHONE)).toEqual([['page-scroll', 'page']]);
});

test('a clipped badge', async ({ page: p }) => {
  const html = '<span class="badge" style="display: inline-block; width: 60px; overflow: hidden; white-space: nowrap">REQUEST OTP</span>';
  expect(await audit(p, html, LAPTOP)).toEqual([['clipped-text', 'span badge "REQUEST OTP"']]);
});

test('a label cut by a CSS ellipsis', async ({ page: p }) => {
  const html = '<label style="display: block; width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Merchant Customer No.</label>';
  expect(await audit(p, html, LAPTOP)).toEqual([['clipped-text', 'label "Merchant Customer No."']]);
});

test('a column cut off by a box that scrolls without saying so', async ({ page: p }) => {
  const html = `<div style="overflow-x: auto; width: 320px"><table style="width: 900px; table-layout: fixed">
    <thead><tr><th data-emphasis="status" style="width: 150px">Status</th><th style="width: 150px">Reference</th><th>Merchant Fee</th></tr></thead>
    <tbody><tr><td>Payment Success</td><td>INV-0001</td><td>10.00</td></tr></tbody></table></div>`;
  expect(await audit(p, html, LAPTOP)).toEqual([['clipped-text', 'th "Merchant Fee"']]);
});

test('a wide table whose status column needs a sideways scroll', async ({ page: p }) => {
  const html = `<div data-overflowing style="overflow-x: auto; width: 300px"><table style="width: 1500px; table-layout: fixed">
    <thead><tr><th>Transaction No.</th><th>Amount</th><th>Merchant Fee</th><th data-emphasis="status">Status</th></tr></thead>
    <tbody><tr><td>TX1</td><td>100.00</td><td>1.00</td><td>Payment Success</td></tr></tbody></table></div>`;
  expect(await audit(p, html, LAPTOP)).toEqual([['status-column', 'th "Status"']]);
  // The same table at phone size is not this check's business (it turns into cards there).
  expect(await audit(p, html, PHONE)).toEqual([]);
});

test('a dialog whose button is below the fold', async ({ page: p }) => {
  const html = `<div role="dialog" aria-label="Pending Change"><div style="height: 1200px">Diff</div><button>Approve</button></div>`;
  expect(await audit(p, html, PHONE)).toEqual([['dialog-button', 'button "Approve" in dialog "Pending Change"']]);
});

test('a 16 px button beside another target at 390', async ({ page: p }) => {
  const html = `<div><button style="min-width: 0; min-height: 0; width: 16px; height: 16px; padding: 0" aria-label="Remove"></button><button>Save</button></div>`;
  expect(await audit(p, html, PHONE)).toEqual([['tap-target', 'button "Remove"']]);
  // At laptop size tap targets are not checked.
  expect(await audit(p, html, LAPTOP)).toEqual([]);
});

test('a native date input', async ({ page: p }) => {
  const html = '<label>From Date Time <input type="datetime-local"></label>';
  expect(await audit(p, html, LAPTOP)).toEqual([['native-date', 'input[type=datetime-local] "From Date Time"']]);
});
