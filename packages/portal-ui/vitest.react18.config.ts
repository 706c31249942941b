import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base, { componentsProject } from './vitest.config';

/**
 * The component tests against React 18.3 (`npm run test:react18`): the peer range is
 * `^18.3.0 || ^19.0.0` and the bank's intranet portal may be on 18. Not part of `npm test` (CI
 * time); the intranet example's e2e on React 18 is the permanent check. React 18.3.1 is installed
 * under the aliases `react-18` and `react-dom-18`: Vite's aliases below point what Vite transforms
 * (our sources, Ark) at them, and test/react18/setup.ts does the same for what Node loads itself
 * (Testing Library, TanStack Query, react-hook-form, and react-dom's own `require('react')`).
 */
const react18 = fileURLToPath(new URL('node_modules/react-18', import.meta.url));
const reactDom18 = fileURLToPath(new URL('node_modules/react-dom-18', import.meta.url));

export default defineConfig({
  ...base,
  resolve: {
    ...base.resolve,
    alias: [
      // `react-dom` before `react`; subpaths too (`react/jsx-runtime`, `react-dom/client`, ...).
      { find: /^react-dom(\/.*)?$/, replacement: `${reactDom18}$1` },
      { find: /^react(\/.*)?$/, replacement: `${react18}$1` },
      ...(Array.isArray(base.resolve?.alias) ? base.resolve.alias : []),
    ],
  },
  test: {
    ...base.test,
    projects: [
      {
        extends: true,
        test: {
          ...componentsProject,
          name: 'components (React 18)',
          // First, so nothing loads React 19 before the redirect is in place.
          setupFiles: ['test/react18/setup.ts', ...componentsProject.setupFiles],
        },
      },
    ],
  },
});
