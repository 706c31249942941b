// The customer list's figure of the bench: the scripting time to render a 100-row page
// (issue 15: <= 50 ms). The functions passed to page.evaluate run in the browser.
import { DEMO, median, navigateAndWaitForRows, navigateHome, scriptingMeter, signedInPage } from './bench-support.mjs';

async function post(url, body, idToken, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/**
 * Makes sure merchant 1000000001 lists at least `count` customers: new ones are sent to the
 * change handler as CREATE (listed at once, inactive and pending approval).
 */
async function ensureCustomers(sandboxUrl, count) {
  const { body: tokens } = await post(`${sandboxUrl}/api/lego-authorization/ext/cognito/signIn`, DEMO);
  const list = await post(
    `${sandboxUrl}/api/lego-customerprofile/ext/customerprofile/list`,
    { criteria: { merchantId: '1000000001' }, page: 1, size: 25 },
    tokens.idToken,
  );
  const missing = Math.max(0, count - (list.body.customerProfilePaging?.totalSize ?? 0));
  for (let i = 0; i < missing; i += 1) {
    const accountNumber = `96${String(Date.now() % 100_000).padStart(5, '0')}${String(i).padStart(3, '0')}`;
    const fullName = `Bench Customer ${i}`;
    const created = await post(
      `${sandboxUrl}/api/lego-changehandler/ext/changehandler/`,
      {
        action: 'CREATE',
        customerProfile: {
          customerType: 'I', idType: 'P1', customerId: `1${accountNumber}00`, fullName,
          customerInfo: { fullName, email: `bench${i}@example.com`, phoneNumber: '0812345678' },
          customerPaymentInfo: { prefix: 'RD', userId: `RD${accountNumber}`, customerId: `B${accountNumber}`, channels: ['PGW'], bankAccts: [{ accountNumber, currencyName: 'THB' }] },
          waiveInfo: { waiveFlag: 'N' },
        },
      },
      tokens.idToken,
      'PUT',
    );
    if (created.status !== 200) throw new Error(`creating bench customer ${i} answered ${created.status}`);
  }
}

/**
 * Signs in as demo_full, opens the customer list once (so its chunk is loaded), then for each of
 * `runs` sort orders goes home and back to /customer?size=100&sort=…, measuring Chromium's
 * ScriptDuration from the navigation until the 100th row shows.
 */
export async function customerListScripting(browser, baseUrl, sandboxUrl, runs) {
  await ensureCustomers(sandboxUrl, 100);
  const { context, page } = await signedInPage(browser, baseUrl);
  await page.evaluate(navigateAndWaitForRows, ['/customer', 25]);
  const measure = await scriptingMeter(context, page);
  const sorts = ['fullName', 'userId', 'customerPaymentChannel', 'isActive'];
  const scripting = [];
  const wall = [];
  for (let i = 0; i < runs; i += 1) {
    await page.evaluate(navigateHome);
    await page.waitForTimeout(100);
    const run = await measure(() => page.evaluate(navigateAndWaitForRows, [`/customer?size=100&sort=${sorts[i % sorts.length]}&dir=${i % 2 ? 'desc' : 'asc'}`, 100]));
    scripting.push(run.scripting);
    wall.push(run.result);
  }
  await context.close();
  return { scripting: median(scripting), wall: median(wall), runs: scripting };
}
