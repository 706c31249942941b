import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/messages/message-types.ts'],
      reporter: ['text-summary', 'text'],
      // The bar: branch coverage of the package >= 95%, enforced in `npm test`.
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
