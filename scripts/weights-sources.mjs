// Which portal-ui modules a built chunk holds, read from source maps (for scripts/host-weights.mjs).
// A host's chunk map names the files the bundler read: for the intranet example these are
// portal-ui's published dist files, not its sources. Where such a file ships its own map (the
// packed portal-ui does), each mapped position of the chunk is followed through it to the
// original source, so only code the bundler kept counts (not what tree-shaking dropped).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/**
 * Decodes a source map's `mappings` into, per generated line, its segments
 * `[column, sourceIndex, line, column]` (sourceIndex -1 for a segment with no source), in order.
 * @param {string} mappings
 * @returns {number[][][]}
 */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let origLine = 0;
  let origColumn = 0;
  for (const text of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        origLine += fields[2];
        origColumn += fields[3];
        segments.push([column, source, origLine, origColumn]);
      } else segments.push([column, -1, 0, 0]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A parsed map: absolute source paths and decoded lines. */
function loadMap(mapFile) {
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  return { sources: map.sources.map((source) => resolve(base, source)), lines: decodeMappings(map.mappings) };
}

/** The source of the segment covering (line, column) of a decoded map, or null. */
function sourceAt(map, line, column) {
  const segments = map.lines[line];
  if (!segments || segments.length === 0) return null;
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (segments[middle][0] <= column) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (found < 0 || segments[found][1] < 0) return null;
  return map.sources[segments[found][1]];
}

const innerMaps = new Map();
/** The map shipped beside `file` (a dependency's `x.js.map`), parsed once; null when none. */
function innerMap(file) {
  if (!innerMaps.has(file)) innerMaps.set(file, existsSync(`${file}.map`) ? loadMap(`${file}.map`) : null);
  return innerMaps.get(file);
}

/**
 * The original sources of the built chunk `jsFile` (its map is `jsFile.map`), followed one level
 * through the maps of the dependency files it was made from. Empty when the chunk has no map.
 * @param {string} jsFile
 * @returns {Set<string>} absolute paths
 */
export function chunkSources(jsFile) {
  const found = new Set();
  if (!existsSync(`${jsFile}.map`)) return found;
  const map = loadMap(`${jsFile}.map`);
  const traced = map.sources.map((source) => (source.includes(`${sep}node_modules${sep}`) ? innerMap(source) : null));
  for (const segments of map.lines) {
    for (const [, index, line, column] of segments) {
      if (index < 0) continue;
      const inner = traced[index];
      const source = inner ? sourceAt(inner, line, column) : map.sources[index];
      if (source) found.add(source);
    }
  }
  return found;
}

/**
 * The portal's features and screen areas, by the folders of portal-ui's sources (or of its
 * per-module dist, which mirrors them). A module in none of them (the provider, fields, lists,
 * the merchant picker, the info screens, the catalogue) is shared and belongs to no feature.
 */
export const FEATURE_AREAS = Object.freeze({
  users: [/^features\/user-manager\//, /^screens\/users\//],
  customers: [/^features\/customer-approval\//, /^screens\/customers\//],
  'merchant-profile': [/^features\/merchant-profile\//, /^screens\/merchant-profile\//],
  'transaction-report': [/^features\/transaction-report\//, /^screens\/reports\/(transaction-|csv-export)/],
  'registration-reports': [
    /^features\/registration-reports\//,
    /^screens\/reports\/(registration-|online-registration-monitoring|summary-by-status|sso250)/,
  ],
  // The portal's own sign-in screens (a host with its own sign-in, like the intranet, needs none);
  // their shared parts (the page layout, the announcer) are not named here.
  'sign-in screens': [/^screens\/auth\/(login|forgot-password|change-password|forced-password-change)-screen\//, /^screens\/auth\/(sign-in-gate|password-changed)\//],
});

/** `features/user-manager/x.tsx` for a path inside portal-ui's src/ or dist/, else null. */
export function portalModule(path) {
  const match = /[\\/]portal-ui[\\/](?:src|dist)[\\/](.+)$/.exec(path);
  return match ? match[1].split(sep).join('/') : null;
}

/**
 * A feature's route builders (`features/<name>/<name>-paths.ts`): the host builds the provider's
 * `paths` from every feature's, so links between features work before any of them opens. They
 * are a few lines of configuration, shared, not the feature's code.
 */
const ROUTE_BUILDERS = /^features\/[^/]+\/[^/]+-paths\.[jt]sx?$/;

/** The feature area of a source path (see FEATURE_AREAS), or null for shared code and non-portal code. */
export function featureArea(path) {
  const module = portalModule(path);
  if (!module || ROUTE_BUILDERS.test(module)) return null;
  for (const [area, patterns] of Object.entries(FEATURE_AREAS)) if (patterns.some((pattern) => pattern.test(module))) return area;
  return null;
}

/**
 * Files that hold portal-ui modules of another area than `own`: `[{ file, area, modules }]`.
 * @param {{ file: string, path: string }[]} files the files a step loaded (`path` on disk)
 * @param {string} own the area the step opens (a key of FEATURE_AREAS)
 */
export function foreignModules(files, own) {
  const offenders = [];
  for (const { file, path } of files) {
    const byArea = new Map();
    for (const source of chunkSources(path)) {
      const area = featureArea(source);
      if (area && area !== own) byArea.set(area, [...(byArea.get(area) ?? []), portalModule(source)]);
    }
    for (const [area, modules] of byArea) offenders.push({ file, area, modules: modules.sort() });
  }
  return offenders;
}
