import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', preset: 'src/theme/preset-entry.ts' },
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
