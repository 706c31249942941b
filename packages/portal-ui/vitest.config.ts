import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Debian's Chromium, never a downloaded browser (ARCHITECTURE "Things learnt the hard way"). */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
});

/** The jsdom component tests; vitest.react18.config.ts runs the same project against React 18. */
export const componentsProject = {
  name: 'components',
  environment: 'jsdom',
  // build/: the build plugins' own tests (they compare with Panda's runtime).
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  setupFiles: ['test/setup-jsdom.ts'],
  globalSetup: ['test/sandbox-setup.ts'],
  testTimeout: 20_000,
  // @internationalized/date (under Ark's date pickers) also publishes its TypeScript under the
  // `source` condition, which Node cannot load: Vite transforms Ark and what it imports instead.
  server: { deps: { inline: [/@ark-ui\//, /@zag-js\//, /@internationalized\//] } },
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  // Workspace packages from source. The aliases are for the sandbox global setup: Vitest 4 does not
  // apply custom conditions there (vitest-dev/vitest#9429), and a clean clone has no dist/.
  resolve: {
    conditions: ['source'],
    // Exact names: a prefix alias would also catch `@lego-portal/rules/th`.
    alias: [
      { find: /^@lego-portal\/sandbox$/, replacement: fileURLToPath(new URL('../../apps/sandbox/src/index.ts', import.meta.url)) },
      { find: /^@lego-portal\/rules$/, replacement: fileURLToPath(new URL('../rules/src/index.ts', import.meta.url)) },
      { find: /^@lego-portal\/rules\/th$/, replacement: fileURLToPath(new URL('../rules/src/messages/th/index.ts', import.meta.url)) },
    ],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Two workers on the 2-core CI machine: a jsdom test spends much of its time waiting on the
    // sandbox's answers, and one worker left the second core idle (the run took twice as long).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: componentsProject,
      },
      {
        // Cascade layers and computed styles need a real engine; jsdom has neither.
        extends: true,
        test: {
          name: 'chromium',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
        },
      },
    ],
  },
});
