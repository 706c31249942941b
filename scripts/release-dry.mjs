#!/usr/bin/env node
// `npm run release:dry`: what a release of HEAD would publish, without publishing and without
// touching the working tree (docs/versioning.md). In a temporary copy of HEAD's tracked files it
// runs `changeset version` over the pending changesets, prints each published package's version
// change and the start of its new CHANGELOG entry, and packs the tarballs into .release/
// (gitignored), printing their paths and sizes. The real publish is the bank's pipeline.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ensurePnpm, pnpmEnv, root } from './pnpm.mjs';
import { buildStale, isPublished, publishedPackages } from './published-packages.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
const env = pnpmEnv();
const outDir = join(root, '.release');

/** Runs a command, output shown; exits the script (after cleanup) when it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

// A fresh clone has neither node_modules nor dist: install (exactly the lockfile) and build the
// published packages, which only writes ignored files.
if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) {
  console.log('[release:dry] no node_modules: installing with the frozen lockfile');
  run(pnpm, ['install', '--frozen-lockfile'], root);
}
const packages = publishedPackages();
buildStale(packages, 'release:dry');

// The tarballs carry HEAD's sources but the dist built here; say so when they may disagree.
const dirty = execFileSync('git', ['status', '--porcelain', '--', 'packages'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3))
  .filter((file) => packages.some((p) => file.startsWith(`packages/${p.short}/`) && isPublished(p, file.slice(`packages/${p.short}/`.length))));
if (dirty.length > 0) {
  console.warn(`[release:dry] warning: uncommitted changes in published files (${dirty.slice(0, 3).join(', ')}${dirty.length > 3 ? ', ...' : ''});`);
  console.warn('  the tarballs take src from HEAD but dist from your working tree. Commit or stash for a faithful dry run.');
}

const temp = mkdtempSync(join(tmpdir(), 'release-dry-'));
try {
  // HEAD's tracked files only: nothing local or ignored leaks into the versions or the tarballs.
  execFileSync('sh', ['-c', 'git archive --format=tar HEAD | tar -x -C "$1"', 'sh', temp], { cwd: root, stdio: 'inherit' });

  // node_modules without installing: the root one is a link to the repository's (where pnpm keeps
  // every package, under .pnpm); each workspace package's own node_modules holds only relative
  // links, so they are copied as links. They then resolve through the root link for third-party
  // packages and to the copies in `temp` for workspace ones, so `pnpm pack` replaces
  // "workspace:^" with the versions just bumped here, not with the repository's.
  symlinkSync(join(root, 'node_modules'), join(temp, 'node_modules'));
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(temp, group))) {
      const from = join(root, group, name, 'node_modules');
      if (existsSync(from)) execFileSync('cp', ['-a', '--no-dereference', from, join(temp, group, name, 'node_modules')]);
    }
  }
  for (const pkg of packages) cpSync(join(pkg.dir, 'dist'), join(temp, 'packages', pkg.short, 'dist'), { recursive: true });

  // Version: bump the packages, write their CHANGELOG.md entries, consume the changesets.
  const before = new Map(packages.map((p) => [p.json.name, p.json.version]));
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const cliPackage = requireFromRoot.resolve('@changesets/cli/package.json');
  const cliBin = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin.changeset);
  const pending = readdirSync(join(temp, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md').length;
  console.log(`[release:dry] changeset version (${pending} pending changesets)`);
  run(process.execPath, [cliBin, 'version'], temp);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log('\n=== versions ===');
  for (const pkg of packages) {
    const dir = join(temp, 'packages', pkg.short);
    const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    const old = before.get(pkg.json.name);
    console.log(`${pkg.json.name}: ${old} -> ${version}${old === version ? ' (unchanged)' : ''}`);
    if (old === version) continue;
    // The new entry is the section under "## <version>" at the top of the CHANGELOG.
    const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8').split('\n');
    const from = changelog.indexOf(`## ${version}`);
    const to = changelog.findIndex((line, i) => i > from && line.startsWith('## '));
    const entry = changelog.slice(from, to === -1 ? undefined : to).filter((line) => line.trim() !== '');
    for (const line of entry.slice(0, 6)) console.log(`  | ${line.length > 110 ? `${line.slice(0, 107)}...` : line}`);
    if (entry.length > 6) console.log(`  | ... (${entry.length - 6} more lines in CHANGELOG.md)`);
  }

  console.log('\n=== tarballs (not published) ===');
  for (const pkg of packages) {
    const dir = join(temp, 'packages', pkg.short);
    const result = spawnSync(pnpm, ['pack', '--pack-destination', outDir], { cwd: dir, encoding: 'utf8', env });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`pnpm pack failed for ${pkg.json.name}`);
    }
  }
  for (const file of readdirSync(outDir).filter((f) => f.endsWith('.tgz')).sort()) {
    const size = statSync(join(outDir, file)).size;
    console.log(`${relative(process.cwd(), join(outDir, file))}  ${(size / 1024).toFixed(1)} kB`);
  }
  console.log(`\n[release:dry] done in ${((Date.now() - started) / 1000).toFixed(1)} s; nothing was published and the working tree is untouched.`);
} catch (error) {
  console.error(`[release:dry] ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
