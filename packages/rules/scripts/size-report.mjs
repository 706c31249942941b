#!/usr/bin/env node
// Bundle-size report: gzip size of (a) one plain validator imported alone and (b) the whole
// package, each bundled and minified with esbuild (the one tsup brings) from a tiny entry that
// imports through src/index.ts, as an app would. Checks that a lone plain validator pulls in no
// yup. The whole-package target applies to the package's own code (yup is a dependency that a
// react-hook-form host ships anyway); the figure with yup bundled is printed for information.
// Exits non-zero when a target is missed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireHere = createRequire(join(root, 'package.json'));
const esbuild = createRequire(requireHere.resolve('tsup'))('esbuild');

async function bundle(contents, external = []) {
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

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const cases = [
  { name: 'validateLogin alone', entry: "export { validateLogin } from './src/index.ts';", limit: 2048, noYup: true },
  { name: 'validateUserForm alone', entry: "export { validateUserForm } from './src/index.ts';", limit: 2048, noYup: true },
  { name: 'validateMerchantProfile alone', entry: "export { validateMerchantProfile } from './src/index.ts';", noYup: true },
  { name: 'loginSchema alone (with yup)', entry: "export { loginSchema } from './src/index.ts';" },
  { name: 'whole package (own code)', entry: "export * from './src/index.ts';", external: ['yup'], limit: 20480 },
  { name: 'whole package + yup', entry: "export * from './src/index.ts';" },
];
// The built package as a consumer's bundler sees it (after `pnpm build`).
if (existsSync(join(root, 'dist/index.js'))) {
  cases.push({ name: 'dist: validateLogin alone', entry: "export { validateLogin } from './dist/index.js';", limit: 2048, noYup: true });
}

let failed = false;
console.log('bundle'.padEnd(32), 'minified'.padStart(10), 'gzip'.padStart(10), ' target');
for (const { name, entry, limit, noYup, external } of cases) {
  const { raw, gzip, inputs } = await bundle(entry, external);
  const yupInside = inputs.some((file) => file.includes('node_modules'));
  const over = limit !== undefined && gzip > limit;
  const badYup = noYup && yupInside;
  failed ||= over || badYup;
  const target = limit === undefined ? '' : ` <= ${kB(limit)} ${over ? 'MISSED' : 'ok'}`;
  console.log(name.padEnd(32), kB(raw).padStart(10), kB(gzip).padStart(10), target, noYup ? (yupInside ? 'CONTAINS YUP' : '(no yup)') : '');
  if (noYup) console.log('   modules:', inputs.join(', '));
}
process.exit(failed ? 1 : 0);
