// The packages that are published: packages/* that are neither private nor ignored by changesets
// (.changeset/config.json). Shared by the API report, the changeset check and the dry release so
// the three agree on what "published" means.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, pnpmEnv, root } from './pnpm.mjs';

/** [{ dir, short, json }]: absolute folder, folder name (the report's name), package.json. */
export function publishedPackages() {
  const ignored = new Set(JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8')).ignore ?? []);
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
    .map((d) => {
      const dir = join(root, 'packages', d.name);
      return { dir, short: d.name, json: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
    })
    .filter((p) => !p.json.private && !ignored.has(p.json.name));
}

/** A glob of package.json "files" as a regular expression matching the path and what is under it. */
function globToRegExp(glob) {
  const body = glob
    .replace(/^\.?\//, '')
    .replace(/\/$/, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' })[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${body}(?:/.*)?$`);
}

// Test code and its helpers are never published (the "files" lists exclude them, and a package
// whose list forgets one should not make a test edit need a release).
const NEVER_PUBLISHED = [/\.(test|stories)\.[cm]?[jt]sx?$/, /(^|\/)(test|test-support|test-kit)\//, /-support\.tsx$/, /(^|\/)fake-[^/]*\.tsx$/];
// npm packs these whatever "files" says.
const ALWAYS_PUBLISHED = /^(package\.json|README[^/]*|LICEN[CS]E[^/]*)$/i;

/** Whether a path inside a package (relative to it) ends up in its published tarball. */
export function isPublished(pkg, path) {
  if (NEVER_PUBLISHED.some((re) => re.test(path))) return false;
  if (ALWAYS_PUBLISHED.test(path)) return true;
  const files = pkg.json.files;
  if (!files) return true; // no "files": npm publishes everything not ignored
  // npm applies "files" in order: a later "!pattern" removes what an earlier pattern added.
  let included = false;
  for (const pattern of files) {
    if (pattern.startsWith('!')) {
      if (globToRegExp(pattern.slice(1)).test(path)) included = false;
    } else if (globToRegExp(pattern).test(path)) included = true;
  }
  return included;
}

/** The built files a package's "exports" point at (./dist/...), as absolute paths. */
export function distTargets(pkg) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === 'string') {
      if (value.startsWith('./dist/')) targets.push(join(pkg.dir, value));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pkg.json.exports);
  return targets;
}

/** Newest modification time of the files under a folder. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * Builds the packages whose dist is missing or older than their src (pnpm runs them in dependency
 * order), so nothing downstream reads a stale build; exits when the build fails.
 */
export function buildStale(packages, label) {
  const stale = packages.filter((pkg) => {
    const sources = newest(join(pkg.dir, 'src'));
    return distTargets(pkg).some((file) => !existsSync(file) || statSync(file).mtimeMs < sources);
  });
  if (stale.length === 0) return;
  console.log(`[${label}] dist missing or older than src in ${stale.map((p) => p.short).join(', ')}: building them first`);
  const filters = stale.flatMap((p) => ['--filter', p.json.name]);
  const built = spawnSync(ensurePnpm(), ['-r', '--workspace-concurrency=1', ...filters, 'build'], { cwd: root, stdio: 'inherit', env: pnpmEnv() });
  if (built.status !== 0) {
    console.error(`[${label}] the build failed; fix it (or run \`npm run build\`) and try again`);
    process.exit(1);
  }
}
