import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from source. The alias is for the global setup: Vitest 4 does not apply
  // custom conditions there (vitest-dev/vitest#9429), and a clean clone has no dist/ to fall back on.
  resolve: {
    conditions: ['source'],
    alias: { '@lego-portal/rules': fileURLToPath(new URL('../../packages/rules/src/index.ts', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each test file starts PGlite databases (~0.7 GB each): two files at a time on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
