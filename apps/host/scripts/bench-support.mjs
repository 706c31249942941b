// What the bench's browser figures share: the median, the demo sign-in, a client-side navigation
// timed until a table shows enough rows, and Chromium's own count of scripting time.
// The functions passed to page.evaluate run in the browser, hence these globals.
/* global document, history, dispatchEvent, MutationObserver, PopStateEvent */

/** The signed-in user of the list and report figures: every role, merchant 1000000001. */
export const DEMO = { username: 'demo_full', password: 'Sandbox@2024' };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A fresh context signed in as demo_full through the login form, on the signed-in home. */
export async function signedInPage(browser, baseUrl) {
  const context = await browser.newContext();
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.getByLabel('Username', { exact: true }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  return { context, page };
}

/** In the page: a client-side navigation (React Router listens to popstate), resolved when `rows` rows show. */
export function navigateAndWaitForRows([path, rows]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = () => document.querySelector(`table tbody tr:nth-child(${rows})`) !== null;
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** In the page: a client-side navigation to the signed-in home, so the next visit mounts its screen anew. */
export function navigateHome() {
  history.pushState(null, '', '/');
  dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * Milliseconds of scripting the page's main thread spent while `work` ran: Chromium's
 * ScriptDuration (CDP Performance.getMetrics), which counts JavaScript only, not layout or the
 * wait for the server.
 */
export async function scriptingMeter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const seconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration').value;
  return async (work) => {
    const before = await seconds();
    const result = await work();
    return { scripting: ((await seconds()) - before) * 1000, result };
  };
}
