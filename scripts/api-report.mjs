#!/usr/bin/env node
// The public API report (docs/versioning.md): API Extractor reads each published package's built
// declaration files (every "types" entry of its package.json "exports") and writes the exported
// names and types to api-report/<package>.api.md, which is checked in. A change to the public
// surface therefore shows in review as a diff of that file, and check-changesets.mjs asks for a
// changeset whenever it changes.
//
//   node scripts/api-report.mjs          (npm run api-report)  rewrites the reports
//   node scripts/api-report.mjs --check  (npm test)            fails and prints the diff if one differs
//
// The configuration lives here rather than in an api-extractor.json per package: the packages
// need the same settings, and a new published package or entry point is picked up by itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { root } from './pnpm.mjs';
import { buildStale, publishedPackages } from './published-packages.mjs';

const check = process.argv.includes('--check');
const reportDir = join(root, 'api-report');

/** Entry points with declarations: [import specifier, absolute .d.ts path], "." first. */
function entryPoints(pkg) {
  return Object.entries(pkg.json.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target?.types)
    .map(([key, target]) => [key === '.' ? pkg.json.name : `${pkg.json.name}/${key.slice(2)}`, join(pkg.dir, target.types)]);
}

// A report of a missing or stale dist would be wrong, not just late (npm test has just built the
// packages, so this only builds when the script runs on its own).
const packages = publishedPackages();
buildStale(packages, 'api-report');

// Messages that are not about names and types (release tags, TSDoc syntax, missing docs) would
// drown the report; the surface itself (forgotten exports included) stays in it.
const messages = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'warning', addToApiReportFile: false },
    'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
    'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
    'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
    'ae-unresolved-link': { logLevel: 'none', addToApiReportFile: false },
    'ae-internal-missing-underscore': { logLevel: 'none', addToApiReportFile: false },
    'ae-incompatible-release-tags': { logLevel: 'none', addToApiReportFile: false },
  },
  tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
};

/** The API Extractor report of one entry point, without its header (the caller writes one). */
function reportOf(pkg, specifier, dts, temp, main) {
  const name = specifier.replace(/^@[^/]+\//, '').replaceAll('/', '-');
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: pkg.dir,
      mainEntryPointFilePath: dts,
      // The declarations as a consumer's compiler reads them: no "source" condition, so the other
      // workspace packages resolve to their own dist and stay imports in the report.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx', strict: true, skipLibCheck: true, types: [],
          },
          files: [dts],
        },
      },
      // Types used by the surface but not exported are part of it (includeForgottenExports);
      // a secondary entry point (./th, ./preset) shares them with the main one, so they are
      // written once, in the main entry point's section.
      apiReport: { enabled: true, reportFileName: name, reportFolder: temp, reportTempFolder: temp, includeForgottenExports: main },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages,
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(pkg.dir, 'package.json'),
  });
  const problems = [];
  const result = Extractor.invoke(config, {
    localBuild: true,
    showVerboseMessages: false,
    messageCallback: (message) => {
      // Progress lines ("Analysis will use ...", "Writing: <path>") are not wanted; problems are.
      if (message.logLevel === 'warning' || message.logLevel === 'error') problems.push(`${message.logLevel}: ${message.formatMessageWithLocation(root)}`);
      message.handled = true;
    },
  });
  if (!result.succeeded || problems.length > 0) {
    console.error(`[api-report] ${specifier}:\n  ${problems.join('\n  ')}`);
    if (!result.succeeded) process.exit(1);
  }
  const text = readFileSync(join(temp, `${name}.api.md`), 'utf8').replaceAll('\r\n', '\n');
  return text
    .split('\n')
    // Drop API Extractor's own header, and the synopsis comments that only say "@public" or
    // "(undocumented)": writing TSDoc is not a change of the surface. "@deprecated" etc. stay.
    .filter((line, i) => i > 3 || !/^(## API Report File|> Do not edit|\s*$)/.test(line))
    .map((line) => line.replace(/^(\s*\/\/)((?: @public| \(undocumented\))+)( .*)?$/, (_, lead, __, rest) => (rest ? lead + rest : '\u0000')))
    .filter((line) => line !== '\u0000' && line !== '// (No @packageDocumentation comment for this package)')
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The whole report of a package: one section per entry point. */
function packageReport(pkg) {
  const temp = mkdtempSync(join(tmpdir(), 'api-report-'));
  try {
    const sections = entryPoints(pkg).map(([specifier, dts], i) => `## Entry point \`${specifier}\`\n\n${reportOf(pkg, specifier, dts, temp, i === 0)}\n`);
    return [
      `# Public API of \`${pkg.json.name}\``,
      '',
      '> Generated by `npm run api-report` (API Extractor, scripts/api-report.mjs) from the built',
      '> declarations. Do not edit; a change here changes the public surface and needs a changeset',
      '> (docs/versioning.md).',
      '',
      ...sections,
    ].join('\n');
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

const started = Date.now();
mkdirSync(reportDir, { recursive: true });
const expected = new Set();
let changed = 0;
for (const pkg of packages) {
  const file = join(reportDir, `${pkg.short}.api.md`);
  expected.add(`${pkg.short}.api.md`);
  const text = packageReport(pkg);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  changed += 1;
  if (!check) {
    writeFileSync(file, text);
    console.log(`[api-report] ${current === undefined ? 'wrote' : 'updated'} ${relative(root, file)}`);
    continue;
  }
  if (current === undefined) {
    console.error(`[api-report] ${relative(root, file)} is missing`);
    continue;
  }
  // Show the difference as a diff of the checked-in file, which is what review will see.
  const temp = mkdtempSync(join(tmpdir(), 'api-report-'));
  writeFileSync(join(temp, `${pkg.short}.api.md`), text);
  const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--', file, join(temp, `${pkg.short}.api.md`)], { encoding: 'utf8' });
  rmSync(temp, { recursive: true, force: true });
  console.error(`[api-report] the public API of ${pkg.json.name} differs from ${relative(root, file)}:`);
  console.error(diff.stdout.split('\n').slice(4).join('\n'));
}
// A report left behind by a package that is no longer published would mislead review.
for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.api.md') && !expected.has(f))) {
  changed += 1;
  if (check) console.error(`[api-report] api-report/${file} belongs to no published package`);
  else { rmSync(join(reportDir, file)); console.log(`[api-report] removed api-report/${file}`); }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (check && changed > 0) {
  console.error(
    `[api-report] ${changed} report(s) differ from the built packages. If the change is intended, run` +
      ' `npm run api-report`, commit api-report/, and add a changeset (`npm run changeset`; docs/versioning.md says which bump).',
  );
  process.exit(1);
}
console.log(`[api-report] ${check ? 'reports match the built packages' : `${changed} report(s) changed`} (${packages.length} packages, ${seconds} s)`);
