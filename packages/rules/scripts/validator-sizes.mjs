// Sizes of every plain validator of the package imported alone, as an app's bundler sees it:
// esbuild (the one tsup brings) bundles and minifies a one-line entry that imports the validator
// through src/index.ts, and the output is gzipped at level 9. Used by the size report and by the
// size-budget check of `npm test` (scripts/check-budgets.mjs at the repository root).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireHere = createRequire(join(root, 'package.json'));
const esbuild = createRequire(requireHere.resolve('tsup'))('esbuild');

/**
 * Bundles `contents` (an entry module in the package root) and measures it.
 * @returns {Promise<{ raw: number, gzip: number, inputs: string[] }>}
 */
export async function bundleSize(contents, external = []) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs)
    .filter(([file, { bytesInOutput }]) => bytesInOutput > 0 && !file.startsWith('<'))
    .map(([file]) => relative(root, join(root, file)));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, inputs };
}

/** Every `validateX` the package's index exports (read from its source, so none is forgotten). */
export function validatorNames() {
  const index = readFileSync(join(root, 'src', 'index.ts'), 'utf8');
  const exported = [...index.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) => match[1].split(','));
  return [...new Set(exported.map((name) => name.trim()).filter((name) => /^validate[A-Z]\w*$/.test(name)))].sort();
}

/** Size of each validator imported alone. */
export async function validatorSizes() {
  const sizes = [];
  for (const name of validatorNames()) {
    sizes.push({ name, ...(await bundleSize(`export { ${name} } from './src/index.ts';`)) });
  }
  return sizes;
}
