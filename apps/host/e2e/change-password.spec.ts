/**
 * Change password in a session that made no call for longer than its access token lives (spec
 * sections 4, 7 and 8). This file runs its own sandbox whose access tokens live a few seconds,
 * with a host server in front of it, so the quiet quarter hour of production takes seconds.
 */
import { startSandboxProcess } from '../scripts/sandbox-process.mjs';
import { createHostServer } from '../server.mjs';
import { createUser, signInStatus } from '@lego-portal/test-kit';
import { expect, listen, test as base } from './support/fixtures';
import { DIST_DIR } from './support/paths';
import { expectAccessible, mainMenu, signIn } from './support/portal';

/** Lifetime of this sandbox's access tokens (the id token keeps its 15 minutes). */
const ACCESS_TOKEN_SECONDS = 3;

const test = base.extend<object, { shortLived: { sandboxUrl: string; hostUrl: string } }>({
  shortLived: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
    async ({}, provide) => {
      const sandbox = await startSandboxProcess({ transactions: 200, accessTokenLifetime: ACCESS_TOKEN_SECONDS });
      const server = createHostServer({ distDir: DIST_DIR, apiPort: sandbox.port });
      try {
        const port = await listen(server);
        await provide({ sandboxUrl: sandbox.url, hostUrl: `http://127.0.0.1:${port}` });
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await sandbox.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shortLived }, provide) => {
    await provide(shortLived.hostUrl);
  },
});

/** Resolves once this machine's clock (which the sandbox's tokens use) has reached `instant`. */
async function clockReaches(instant: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, instant - Date.now())));
}

test('a change after the access token expired unnoticed succeeds, goes home by itself, and the session stays', async ({ page, shortLived }) => {
  const user = await createUser(shortLived.sandboxUrl, { prefix: 'quiet', password: 'Quiet#Pass1' });
  await page.clock.install();
  await signIn(page, user.username, 'Quiet#Pass1', '/change-password');
  // Every token of this sign-in was issued by now.
  const issuedBy = Date.now();
  await page.getByLabel('Current Password', { exact: true }).fill('Quiet#Pass1');
  await page.getByLabel('New Password', { exact: true }).fill('Still#Here22');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Still#Here22');

  // The quiet stretch: on the sandbox, the access token of the sign-in expires (its `exp` is whole
  // seconds after issue); in the page, the id token gets past the 60 s after which the client
  // refreshes before a call. Nothing is called meanwhile.
  await clockReaches(issuedBy + (ACCESS_TOKEN_SECONDS + 1) * 1000);
  await page.clock.fastForward('01:01');

  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page.getByText('Your password has been changed successfully. You will be redirected to home screen.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Going to the home screen in \d s\./)).toBeVisible();
  await expectAccessible(page, 'change password succeeded');
  await expect(page).toHaveURL(/\/change-password$/);

  // Nothing pressed: the reading time passes and the user is home, still signed in.
  await page.clock.fastForward(5_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText('Your session has been expired. Please login again')).toHaveCount(0);
  expect(await signInStatus(shortLived.sandboxUrl, user.username, 'Still#Here22')).toBe(200);
});
