// Bundle figures of the host's production build: the login route's first load (the scripts
// dist/index.html loads and everything they import statically, per dist/.vite/manifest.json),
// each lazy chunk, and the CSS. Sizes are gzip level 9 of the files as served, one by one.
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
  const chunkOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  /** Files a chunk needs before it runs: itself and its static imports, transitively. */
  const staticClosure = (chunk, seen = new Set()) => {
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const key of chunk.imports ?? []) staticClosure(manifest[key], seen);
    return seen;
  };
  // What the page itself loads: its module scripts and preloads (the build groups the entry
  // with its static imports into one chunk, which the manifest then lists as a plain chunk).
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  if (loaded.length === 0) throw new Error('dist/index.html loads no script');
  const first = new Set();
  for (const file of loaded) {
    const chunk = chunkOfFile.get(file);
    if (chunk) staticClosure(chunk, first);
    else first.add(file);
  }
  // Screens open inside the signed-in app, whose router and frame are loaded by then: what a
  // screen costs is what it downloads beyond those. The signed-in app itself, the frame and the
  // on-demand sign-in screens are measured against the first load alone.
  const dynamic = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  const signedIn = new Set(first);
  for (const [, chunk] of dynamic) if (/^(portal-app|frame-chunk)$/.test(chunk.name ?? '')) staticClosure(chunk, signedIn);
  const beforeSignIn = /^(portal-app|frame-chunk|forgot-password-screen|forced-password-change-screen)$/;
  const lazy = dynamic
    .map(([key, chunk]) => {
      const loaded = beforeSignIn.test(chunk.name ?? '') ? first : signedIn;
      const extra = [...staticClosure(chunk)].filter((file) => !loaded.has(file));
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
