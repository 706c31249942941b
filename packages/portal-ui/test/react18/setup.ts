// The React 18 run's first setup file (vitest.react18.config.ts).
import Module, { createRequire, register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// A file path: under jsdom, import.meta.url is the page's http:// address.
const packageJson = pathToFileURL(join(import.meta.dirname, '../../package.json'));
const requireHere = createRequire(packageJson);
const REACT = /^(react|react-dom)(\/.*)?$/;

// CommonJS: react-dom 18's own `require('react')` (pnpm links it to the workspace's React 19, the
// peer it finds) and Testing Library's CommonJS build.
type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const withResolver = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = withResolver._resolveFilename;
withResolver._resolveFilename = function redirectReact(this: unknown, request, ...rest) {
  const match = REACT.exec(request);
  if (match) return requireHere.resolve(`${match[1]}-18${match[2] ?? ''}`);
  return resolveFilename.call(this, request, ...rest);
};
// ES modules Node loads itself.
register(pathToFileURL(join(import.meta.dirname, 'resolve-hooks.mjs')), { data: { parentURL: packageJson.href } });

// Refuse to pass on React 19 by mistake: every path to React must lead to 18.
const fromNode = requireHere('react') as { version: string };
const reactDomFromNode = requireHere('react-dom') as { version: string };
const fromVite = await import('react');
for (const [where, version] of [
  ['react (Node)', fromNode.version],
  ['react-dom (Node)', reactDomFromNode.version],
  ['react (Vite)', fromVite.version],
] as const) {
  if (!version.startsWith('18.')) throw new Error(`${where} is ${version}, not React 18`);
}

// React 18's development warnings ("Warning: Function components cannot be given refs", "Received
// `true` for a non-boolean attribute", "An update ... was not wrapped in act(...)") fail the test
// they happen in; React 19 says most of these differently or not at all.
// Patched once, not spied per test: a test's own vi.restoreAllMocks() must not switch it off.
let warnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning:')) warnings.push(format(...args));
  consoleError(...args);
};
beforeEach(() => {
  warnings = [];
});
afterEach(() => {
  if (warnings.length > 0) throw new Error(`React 18 warned:\n${warnings.join('\n\n')}`);
});
