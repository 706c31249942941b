/**
 * The published JavaScript of portal-ui: one ESM file per source module (Rolldown's
 * `preserveModules`), so a host's bundler can leave out what the host never opens and split each
 * feature and screen that a `React.lazy(() => import(...))` loads into its own chunk. A single
 * bundled file, as tsup wrote before, is one module to a bundler: everything or nothing.
 *
 * Every bare import (React, Ark, the other @lego-portal packages, ...) stays an import; the files
 * of Panda's generated runtime (styled-system/) become modules of their own under dist/styled-system.
 * Declarations are tsup's (tsup.config.ts, `--dts-only`), written after this build.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { defineConfig } from 'vite';
import { purePandaCalls } from './build/pure-panda-calls.ts';

interface ExportTarget {
  source?: string;
  types?: string;
  default?: string;
}

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { exports: Record<string, string | ExportTarget> };

/**
 * The entry points, read from package.json "exports" (one source of truth): each export with a
 * `source` condition is built from it to the file its `default` names, e.g. `.` -> dist/index.js.
 */
export const entries = Object.fromEntries(
  Object.values(manifest.exports)
    .filter((target): target is Required<ExportTarget> => typeof target === 'object' && !!target.source && !!target.default)
    .map((target) => [target.default.replace(/^\.\/dist\//, '').replace(/\.js$/, ''), target.source]),
);

export default defineConfig({
  plugins: [purePandaCalls()],
  // No public/ folder to copy, no .env to read: this is a library.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Hosts minify; readable modules are easier to debug and to review in a diff of dist.
    minify: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      // Whatever is not a relative or absolute path is a dependency the host installs.
      external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // The pure marks and licences stay; the TSDoc is in the declarations (and the sources the
        // maps carry), where editors read it: in the JavaScript it only weighs.
        comments: { legal: true, annotation: true, jsdoc: false },
      },
    },
  },
});
