import { defineConfig } from 'tsup';

// One output file per source module (every module is an entry; esbuild writes the imports
// between them with .js extensions). With `sideEffects: false`, a consumer's bundler then drops
// whole unused modules, so importing one plain validator from the package never pulls in yup.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/messages/th/index.ts'], compilerOptions: { customConditions: [] } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: false,
});
