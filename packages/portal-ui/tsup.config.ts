/**
 * The type declarations only (`dist/index.d.ts`, `dist/preset.d.ts`, ...): tsup bundles each entry
 * point's declarations into one file, which API Extractor (scripts/api-report.mjs) and attw read.
 * The JavaScript is Vite's (vite.lib.config.ts, one file per module), built before this.
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

interface ExportTarget {
  source?: string;
  types?: string;
}

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { exports: Record<string, string | ExportTarget> };

/** Each export with a `source` and `types`, e.g. `index` <- src/index.ts for ./dist/index.d.ts. */
const entry = Object.fromEntries(
  Object.values(manifest.exports)
    .filter((target): target is Required<ExportTarget> => typeof target === 'object' && !!target.source && !!target.types)
    .map((target) => [target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, ''), target.source]),
);

export default defineConfig({
  entry,
  format: ['esm'],
  // The consumer's view: no `source` condition, so the other workspace packages resolve to their dist.
  dts: { only: true, compilerOptions: { customConditions: [] } },
  // Vite has just written the JavaScript into dist/; cleaning would delete it.
  clean: false,
  target: 'es2022',
});
