// Bundle figures of the host's production build, read from dist/.vite/manifest.json: the login
// route's first load (the entry chunk and everything it imports statically), each lazy chunk,
// and the CSS. Sizes are gzip level 9 of the files as served.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip size in bytes of a file of `distDir`. */
const gz = (distDir, file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/**
 * @param {string} distDir the host's dist/
 * @returns {{ firstLoad: { files: string[], gzip: number }, lazy: { name: string, file: string, gzip: number, onDemand: number }[], css: { files: string[], gzip: number } }}
 */
export function bundleFigures(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');

  /** Files a chunk needs before it runs: itself and its static imports, transitively. */
  const staticClosure = (chunk, seen = new Set()) => {
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const key of chunk.imports ?? []) staticClosure(manifest[key], seen);
    return seen;
  };
  const first = staticClosure(entry);
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      // What opening the screen downloads beyond the first load.
      const extra = [...staticClosure(chunk)].filter((file) => !first.has(file));
      return {
        name: chunk.name ?? key,
        file: chunk.file,
        gzip: gz(distDir, chunk.file),
        onDemand: extra.reduce((sum, file) => sum + gz(distDir, file), 0),
      };
    })
    .sort((a, b) => b.onDemand - a.onDemand);
  const cssFiles = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`);
  return {
    firstLoad: { files: [...first], gzip: [...first].reduce((sum, file) => sum + gz(distDir, file), 0) },
    lazy,
    css: { files: cssFiles, gzip: cssFiles.reduce((sum, file) => sum + gz(distDir, file), 0) },
  };
}
