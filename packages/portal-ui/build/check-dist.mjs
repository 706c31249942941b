#!/usr/bin/env node
// Checks the published JavaScript in dist/ (vite.lib.config.ts) for what lets a host's bundler
// split and prune it, and fails with the offending files. Part of `npm run check:package`.
//
// 1. One source module per file: each file's source map names one source, from src/ or Panda's
//    styled-system/ (nothing bundled together, no dependency copied in).
// 2. Relative imports (static, re-exports, dynamic) carry `.js` and name a file of dist/, so Node
//    ESM, Vite and webpack resolve them alike; bare imports are dependencies or peers.
// 3. Every call of Panda's runtime (css, cva, sva, cx, recipes, patterns) is marked
//    `/* @__PURE__ */` (build/pure-panda-calls.ts), so an unused class name is dropped.
// 4. No module does work at import time beyond its own bindings: package.json `sideEffects` lists
//    only CSS, so a statement that changes something outside its module (a listener, a global, a
//    registration) must be made lazy or its file listed there. Allowed: declarations, and setting
//    a property of the module's own binding (`Button.displayName = ...`). Panda's generated
//    runtime fills its own lookup tables at import; it is generated, not written here.
// 5. Each feature (re-exported by src/features/index.ts) and each screen (src/screens/<area>/<x>-screen/)
//    is a module of its own in dist/.
// 6. What a host's bundler (Vite here) keeps: importing PORTAL_MAIN_ID from the main entry keeps
//    its one module (the frame's class names and Panda's runtime go: pure marks and sideEffects at
//    work), and importing a feature's element keeps no module of another feature.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, parseAst } from 'vite';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(pkgDir, 'dist');
const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const installed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
const PANDA_RUNTIME = /(^|\/)styled-system\/(css|recipes|patterns|jsx)\//;
const GENERATED = /^styled-system\//;
/** package.json "sideEffects" as regular expressions over paths like `dist/frame/header.js`. */
const listed = (Array.isArray(manifest.sideEffects) ? manifest.sideEffects : []).map(
  (glob) => new RegExp(`^${glob.replace(/^\.\//, '').split(/(\*\*\/|\*)/).map((part) => ({ '**/': '(?:.*/)?', '*': '[^/]*' })[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('')}$`),
);

const problems = [];
const files = readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => f.split('\\').join('/')).sort();
const isPure = (code, node) => /@__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, node.start - 24), node.start));
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') walk(item, visit);
    } else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

function checkSpecifier(file, specifier) {
  if (!specifier.startsWith('.')) {
    if (!installed.has(packageOf(specifier))) problems.push(`${file}: imports "${specifier}", which is neither a dependency nor a peer dependency`);
    return;
  }
  if (!specifier.endsWith('.js')) problems.push(`${file}: relative import "${specifier}" has no .js extension`);
  else if (!existsSync(join(dist, dirname(file), specifier))) problems.push(`${file}: imports "${specifier}", which is not in dist/`);
}

for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8');
  // 1. One module per file.
  if (existsSync(join(dist, `${file}.map`))) {
    const sources = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources.map((s) => relative(pkgDir, join(dist, dirname(file), s)));
    if (sources.length > 1) problems.push(`${file}: bundles ${sources.length} modules (${sources.join(', ')})`);
    for (const source of sources) if (!/^(src|styled-system)\//.test(source)) problems.push(`${file}: holds ${source}, from outside src/ and styled-system/`);
  }
  const program = parseAst(code, { lang: 'js' });
  const panda = new Set();
  const declared = new Set();
  for (const statement of program.body) {
    // 2. Imports and re-exports.
    if (statement.source) checkSpecifier(file, statement.source.value);
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        declared.add(specifier.local.name);
        if (PANDA_RUNTIME.test(statement.source.value)) panda.add(specifier.local.name);
      }
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) walk(d.id, (n) => n.type === 'Identifier' && declared.add(n.name));
    } else if (declaration?.id) declared.add(declaration.id.name);
  }
  walk(program, (node) => {
    if (node.type === 'ImportExpression') {
      if (node.source.type === 'Literal') checkSpecifier(file, node.source.value);
      else problems.push(`${file}: a dynamic import of a computed path, which a bundler cannot split`);
    }
    // 3. Panda's calls pure.
    if (node.type === 'CallExpression') {
      let callee = node.callee;
      while (callee.type === 'MemberExpression' && !callee.computed) callee = callee.object;
      if (callee.type === 'Identifier' && panda.has(callee.name) && !isPure(code, node)) {
        problems.push(`${file}: ${code.slice(node.start, Math.min(node.end, node.start + 40))}... is not marked /* @__PURE__ */`);
      }
    }
  });
  // 4. Work at import time.
  if (GENERATED.test(file) || listed.some((re) => re.test(`dist/${file}`))) continue;
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression;
    let target = expression.type === 'AssignmentExpression' ? expression.left : undefined;
    while (target?.type === 'MemberExpression') target = target.object;
    if (target?.type === 'Identifier' && target !== expression.left && declared.has(target.name)) continue;
    problems.push(`${file}: does work at import time (${code.slice(statement.start, Math.min(statement.end, statement.start + 60)).replace(/\s+/g, ' ')}); make it lazy or list the file in package.json "sideEffects"`);
  }
}

// 5. Features and screens as modules of their own.
const src = join(pkgDir, 'src');
const features = [...readFileSync(join(src, 'features', 'index.ts'), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]);
for (const feature of new Set(features)) {
  const module = `features/${feature}/${feature}.js`;
  if (!existsSync(join(dist, module))) problems.push(`${module}: missing (a feature is a module of its own)`);
}
for (const area of readdirSync(join(src, 'screens'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
  for (const screen of readdirSync(join(src, 'screens', area.name), { withFileTypes: true })) {
    if (!screen.isDirectory() || !screen.name.endsWith('-screen')) continue;
    const module = `screens/${area.name}/${screen.name}/${screen.name}.js`;
    if (!existsSync(join(dist, module))) problems.push(`${module}: missing (a screen is a module of its own)`);
  }
}

// 6. A host's bundler keeps what the host imports, nothing more.
const temp = join(pkgDir, 'node_modules', '.cache', 'check-dist');
rmSync(temp, { recursive: true, force: true });
mkdirSync(temp, { recursive: true });
/** The dist modules a Vite build of a host importing `names` from the main entry renders. */
async function keptBy(names) {
  const entry = join(temp, `${names.join('-')}.js`);
  writeFileSync(entry, `import { ${names.join(', ')} } from '../../../dist/index.js';\nconsole.log(${names.join(', ')});\n`);
  const [output] = await build({
    configFile: false,
    logLevel: 'silent',
    root: pkgDir,
    build: { write: false, minify: false, lib: { entry, formats: ['es'] }, rolldownOptions: { external: (id) => !id.startsWith('.') && !isAbsolute(id) } },
  });
  return output.output
    .flatMap((chunk) => Object.entries(chunk.modules ?? {}).filter(([, info]) => info.renderedLength > 0).map(([id]) => relative(dist, id)))
    .filter((id) => !id.startsWith('..'));
}
const frameOnly = await keptBy(['PORTAL_MAIN_ID']);
if (frameOnly.join() !== 'frame/portal-frame.js') problems.push(`importing PORTAL_MAIN_ID alone keeps ${frameOnly.join(', ')} (expected frame/portal-frame.js only)`);
const elements = [...readFileSync(join(src, 'features', 'index.ts'), 'utf8').matchAll(/export \{ ([A-Z]\w*)[^}]*\} from '\.\/([\w-]+)'/g)];
for (const [, element, feature] of elements) {
  const others = (await keptBy([element])).filter((id) => id.startsWith('features/') && !id.startsWith(`features/${feature}/`) && !id.startsWith('features/feature-outlet/'));
  if (others.length > 0) problems.push(`importing ${element} keeps modules of other features: ${others.join(', ')}`);
}
rmSync(temp, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(`[check-dist] ${problems.length} problem(s) in dist/ (run \`npm run build\` first if it is stale):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `[check-dist] ${files.length} modules: one source each, relative imports with .js, Panda's calls pure, no work at import beyond their own bindings;` +
    ` a host importing PORTAL_MAIN_ID keeps 1 module, one importing a feature's element (${elements.map((m) => m[1]).join(', ')}) no other feature's`,
);
