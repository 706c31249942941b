import { defineConfig } from 'tsup';

// One ESM bundle per entry. @lego-portal/rules is bundled in (read through the `source`
// condition), so `node dist/main.js` needs no workspace build; npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: false,
  clean: true,
  sourcemap: true,
  noExternal: ['@lego-portal/rules'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
