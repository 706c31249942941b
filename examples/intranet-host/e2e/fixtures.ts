/**
 * What every intranet test gets: the build of its project (React 19 or 18.3) as `baseURL`, the
 * sandbox's URL (`sandboxUrl`, for set-up and oracle reads through its API), and a page that
 * fails the test on any console error, uncaught error, or request outside the intranet's page
 * and its API gateway.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const BASE = '/intranet/merchant-portal/';
export const GATEWAY = '/intranet/gateway/';
export const DEMO_PASSWORD = 'Sandbox@2024';

/** The sandbox's two demo merchants, by ID, with the name the picker and the scope bar show. */
export const MERCHANTS = {
  '1000000001': 'Chao Phraya Insurance PCL',
  '1000000002': 'Siam Online Mart Co., Ltd.',
} as const;
export type MerchantId = keyof typeof MERCHANTS;

/** The option each project sets: which build it drives. */
export interface IntranetOptions {
  reactMajor: 18 | 19;
}

export const test = base.extend<IntranetOptions & { problems: string[]; sandboxUrl: string }>({
  reactMajor: [19, { option: true }],
  // Playwright reads a fixture's dependencies from this pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  sandboxUrl: async ({}, use) => {
    const url = process.env.SANDBOX_URL;
    if (!url) throw new Error('SANDBOX_URL is not set: the global setup starts the sandbox');
    await use(url);
  },
  baseURL: async ({ reactMajor }, use) => {
    const url = process.env[`INTRANET_${reactMajor}_URL`];
    if (!url) throw new Error(`INTRANET_${reactMajor}_URL is not set: the global setup starts the servers`);
    await use(url);
  },
  problems: [
    async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    // Names the resource behind Chromium's bare "Failed to load resource" console error.
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      const own = url.origin === baseURL;
      const kind = request.resourceType();
      // Data goes to the gateway only; the page's files come from under its base path.
      if (!own || (['fetch', 'xhr'].includes(kind) ? !url.pathname.startsWith(GATEWAY) : !url.pathname.startsWith(BASE) && !url.protocol.startsWith('data'))) {
        problems.push(`request outside the intranet's page and gateway: ${kind} ${request.url()}`);
      }
    });
    await use(problems);
    expect(problems, 'console errors, uncaught errors or stray requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs in with the intranet's own form as one of the sandbox's bank staff (staff_maker:
 * BANK_MERCHANT_ADMIN, BANK_CUSTOMER_MAKER, BANK_REPORT, unless another is named); the portal
 * mounts after it.
 */
export async function staffSignIn(page: Page, username = 'staff_maker', path = ''): Promise<void> {
  await page.goto(`${BASE}${path}`);
  await page.getByLabel('Staff ID').fill(username);
  await page.getByLabel('Staff password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in to the intranet' }).click();
  await expect(page.getByRole('button', { name: 'Staff sign-out' })).toBeVisible();
}

/** Marks the document, so a test can tell a router navigation (mark kept) from a reload (gone). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __intranetMark: true }));
}

export async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __intranetMark?: boolean }).__intranetMark === true);
}
