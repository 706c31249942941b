#!/usr/bin/env node
// Every change to a published package carries a changeset (docs/versioning.md). Compares the
// working tree (commits, staged and unstaged edits, untracked files) with where the branch left
// the main branch, and fails when a published package changed but no changeset added since then
// names it. On main itself with a clean tree the base is HEAD, so only local edits count: removing
// an export and running `npm test` fails until the API report and a changeset are updated.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';
import { isPublished, publishedPackages } from './published-packages.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const lines = (text) => text.split('\n').filter(Boolean);

/** The commit the branch left main at (main, else origin/main), and that ref; {} when neither exists. */
function base() {
  for (const ref of ['main', 'origin/main']) {
    try {
      return { commit: git('merge-base', 'HEAD', ref).trim(), ref };
    } catch {
      // try the next one: a CI checkout may have only origin/main, a fresh repo neither
    }
  }
  return {};
}

/** The packages a changeset's frontmatter names, or an error message when it is malformed. */
function parseChangeset(text) {
  const match = /^\s*---\r?\n([^]*?)\r?\n?---/.exec(text);
  if (!match) return { error: 'has no frontmatter between "---" lines' };
  const names = [];
  for (const line of lines(match[1])) {
    const entry = /^\s*(['"]?)(.+?)\1\s*:\s*(major|minor|patch|none)\s*$/.exec(line);
    if (!entry) return { error: `has a frontmatter line that is not "'<package>': major|minor|patch|none": ${line.trim()}` };
    names.push(entry[2]);
  }
  return { names };
}

/** Whether the package's version differs from the base's (a version commit). */
function versionChanged(pkg) {
  try {
    return JSON.parse(git('show', `${baseCommit}:packages/${pkg.short}/package.json`)).version !== pkg.json.version;
  } catch {
    return false; // a package new since base: its first release needs a changeset like any change
  }
}

/** Whether the file existed in the base commit. */
function existedAtBase(file) {
  try {
    git('cat-file', '-e', `${baseCommit}:${file}`);
    return true;
  } catch {
    return false;
  }
}

const started = Date.now();
const { commit: baseCommit, ref: baseRef } = base();
if (!baseCommit) {
  console.log('[changesets] nothing to check: no main or origin/main branch to compare with');
  process.exit(0);
}
const changed = [
  ...lines(git('diff', '--name-only', '--no-renames', baseCommit)),
  ...lines(git('ls-files', '--others', '--exclude-standard')),
];
const addedChangesets = [
  ...lines(git('diff', '--name-only', '--no-renames', '--diff-filter=A', baseCommit, '--', '.changeset')),
  ...lines(git('ls-files', '--others', '--exclude-standard', '--', '.changeset')),
].filter((file) => file.endsWith('.md') && !file.endsWith('/README.md') && existsSync(join(root, file)));

const packages = publishedPackages();
const changedPackages = new Map(); // package name -> first few changed files
for (const file of new Set(changed)) {
  const pkg = packages.find(
    (p) => file.startsWith(`packages/${p.short}/`) ? isPublished(p, file.slice(`packages/${p.short}/`.length)) : file === `api-report/${p.short}.api.md`,
  );
  if (!pkg) continue;
  // A version commit (`changeset version`) changes package.json's version and consumes the
  // changesets: that package is being released, not changed.
  if (versionChanged(pkg)) continue;
  // A report that did not exist at base records the surface, it does not change it.
  if (file.startsWith('api-report/') && !existedAtBase(file)) continue;
  changedPackages.set(pkg.json.name, [...(changedPackages.get(pkg.json.name) ?? []), file]);
}

// Every new changeset must parse and name published packages: `changeset version` would stop the
// release on a malformed one, long after the branch was merged.
const problems = [];
const named = new Set();
const publishedNames = new Set(packages.map((p) => p.json.name));
for (const file of addedChangesets) {
  const { names, error } = parseChangeset(readFileSync(join(root, file), 'utf8'));
  if (error) problems.push(`${file} ${error}`);
  for (const name of names ?? []) {
    if (publishedNames.has(name)) named.add(name);
    else problems.push(`${file} names ${name}, which is not a published package (${[...publishedNames].join(', ')})`);
  }
}
for (const [name, files] of changedPackages) {
  if (named.has(name)) continue;
  const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
  problems.push(`${name} changed (${files.slice(0, 3).join(', ')}${more}) but no changeset added since main names it`);
}

const where = `since ${baseCommit.slice(0, 8)} (merge-base of HEAD and ${baseRef}), working tree included`;
if (problems.length > 0) {
  console.error(`[changesets] ${where}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    "Add one with `npm run changeset` (pick the packages and the bump: docs/versioning.md says which), or write .changeset/<name>.md:\n" +
      "  ---\n  '@lego-portal/portal-ui': minor\n  ---\n\n  What changed, for the people who upgrade.",
  );
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (changedPackages.size === 0) console.log(`[changesets] nothing to check: no published package changed ${where} (${seconds} s)`);
else console.log(`[changesets] ${[...changedPackages.keys()].join(', ')} changed and named in ${addedChangesets.length} new changeset(s) (${seconds} s)`);
