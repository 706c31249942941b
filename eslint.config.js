// One lint setup for the whole workspace. Besides style and correctness it enforces the import
// direction of ARCHITECTURE.md: rules <- api-client <- portal-ui <- apps, and keeps routers,
// the URL and browser storage out of the packages (hosts own those).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portalRules from './scripts/eslint/no-literal-text.js';

const routerPackages = ['react-router', 'react-router-dom', '@tanstack/react-router', 'wouter'];

/** `no-restricted-imports` patterns forbidding the given workspace packages. */
const forbid = (names, why) =>
  names.map((name) => ({ group: [name, `${name}/*`], message: why }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/styled-system/**',
      '**/generated/**',
      '**/.data/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.work/**',
      '**/.packs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['packages/portal-ui/**/*.{ts,tsx}', 'apps/host/**/*.{ts,tsx}', 'apps/storybook/**/*.{ts,tsx}', 'examples/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/rules/**/*.ts'],
    ignores: ['packages/rules/**/*.test.ts', 'packages/rules/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid(
            ['@lego-portal/api-client', '@lego-portal/portal-ui', 'react', 'react-dom', ...routerPackages],
            'rules is pure TypeScript: it imports no other workspace package, no React and no router.',
          ),
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'rules does no I/O.' },
        { name: 'window', message: 'rules has no DOM.' },
        { name: 'document', message: 'rules has no DOM.' },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid(
            ['@lego-portal/portal-ui', ...routerPackages],
            'api-client sits below portal-ui and knows no router.',
          ),
        },
      ],
    },
  },
  {
    files: ['packages/portal-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid(routerPackages, 'Screens navigate through PortalProvider `navigation`, never a router.'),
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'location', message: 'Use PortalProvider `navigation`.' },
        { object: 'window', property: 'history', message: 'Use PortalProvider `navigation`.' },
        { object: 'window', property: 'localStorage', message: 'Storage belongs to the session adapter.' },
        { object: 'window', property: 'sessionStorage', message: 'Storage belongs to the session adapter.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'location', message: 'Use PortalProvider `navigation`.' },
        { name: 'history', message: 'Use PortalProvider `navigation`.' },
        { name: 'localStorage', message: 'Storage belongs to the session adapter.' },
        { name: 'sessionStorage', message: 'Storage belongs to the session adapter.' },
      ],
    },
  },
  {
    // @lego-portal/test-kit (private, never published) is for tests: portal-ui's own code never
    // imports it, only its tests and their support code do.
    files: ['packages/portal-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/portal-ui/src/**/*.test.{ts,tsx}',
      'packages/portal-ui/src/**/*.stories.tsx',
      'packages/portal-ui/src/test-support/**',
      'packages/portal-ui/src/**/test-kit/**',
      'packages/portal-ui/src/**/*-support.tsx',
      'packages/portal-ui/src/**/fake-*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid(routerPackages, 'Screens navigate through PortalProvider `navigation`, never a router.'),
            ...forbid(['@lego-portal/test-kit'], 'The test kit is for tests and their support code, never for the published package.'),
          ],
        },
      ],
    },
  },
  {
    // The test kit talks to the sandbox through the API client alone, as any other client would:
    // no screens, no sandbox internals, no React.
    files: ['packages/test-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid(
            ['@lego-portal/portal-ui', '@lego-portal/sandbox', 'react', 'react-dom', ...routerPackages],
            'The test kit sits on @lego-portal/api-client alone: it sends what a client of the API sends.',
          ),
        },
      ],
    },
  },
  {
    // Style (ARCHITECTURE.md): a file says one thing; past 300 lines it says several. Tests and
    // stories too: a long one is a kit waiting to be shared.
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/test/**/*.ts', 'apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/*/e2e/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A component (and every function of a component file) fits on a screen or two: past 120
    // lines its parts want names of their own (a hook, a sub-component).
    files: ['packages/*/src/**/*.tsx', 'apps/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The layers inside portal-ui (docs/architecture.md): a screen area (screens/<area>) imports no
    // other area, and a screen (screens/<area>/*-screen) no other screen; what two of them share
    // lives in a shared folder of the area or below the screens. primitives/, fields/, hooks/, lists/,
    // downloads/ and merchant-scope/ import no screen, feature or frame; frame/ and features/* are reached only through
    // their index.ts.
    files: ['packages/portal-ui/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'screen', pattern: 'packages/portal-ui/src/screens/*/*-screen', mode: 'folder', capture: ['area', 'screen'] },
        { type: 'area', pattern: 'packages/portal-ui/src/screens/*', mode: 'folder', capture: ['area'] },
        { type: 'feature-test-kit', pattern: 'packages/portal-ui/src/features/test-kit', mode: 'folder' },
        { type: 'feature', pattern: 'packages/portal-ui/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'frame', pattern: 'packages/portal-ui/src/frame', mode: 'folder' },
        { type: 'lower', pattern: 'packages/portal-ui/src/(primitives|fields|hooks|lists|downloads|merchant-scope)', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: '{area,screen}' } },
              disallow: { to: { element: { type: '{area,screen}', captured: { area: '!{{ from.element.captured.area }}' } } } },
              message: 'A screen area imports no other screen area: move what both need below the screens (fields/, hooks/, lists/, primitives/).',
            },
            {
              from: { element: { type: 'screen' } },
              disallow: {
                to: { element: { type: 'screen', captured: { area: '{{ from.element.captured.area }}', screen: '!{{ from.element.captured.screen }}' } } },
              },
              message: 'A screen imports no other screen: move what both need to a shared folder of the area.',
            },
            {
              from: { element: { type: 'lower' } },
              disallow: { to: { element: { type: '{area,screen,feature,frame}' } } },
              message: 'primitives/, fields/, hooks/, lists/, downloads/ and merchant-scope/ sit below the screens: they import none.',
            },
            {
              disallow: { to: { element: { type: '{frame,feature}', fileInternalPath: '!index.ts' } } },
              message: 'frame/ and each feature are reached only through their index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature lazy-loads its screens, and the staff's merchant picker (issue 31): a static import
    // would put them in the feature's own chunk, so every host would load every screen (and the
    // picker) with the first feature it opens. Types are free. The pages a feature loads lazily
    // (the customer form pages, the staff's merchant scope) are where those imports live.
    files: ['packages/portal-ui/src/features/**/*.{ts,tsx}'],
    ignores: [
      'packages/portal-ui/src/features/**/*.test.{ts,tsx}',
      'packages/portal-ui/src/features/**/*.stories.tsx',
      'packages/portal-ui/src/features/customer-approval/customer-form-page.tsx',
      'packages/portal-ui/src/features/feature-outlet/staff-merchant-scope.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/screens', '**/screens/**', '**/merchant-scope', '**/merchant-scope/**'],
              allowTypeImports: true,
              message: "A feature loads a screen with React.lazy(() => import('../../screens/...')), never statically.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place in portal-ui allowed to touch browser storage and the default history adapter;
    // tests and their support code look into storage to check what the session left there.
    files: [
      'packages/portal-ui/src/session/storage.ts',
      'packages/portal-ui/src/provider/browser-navigation.ts',
      'packages/portal-ui/src/**/*.test.{ts,tsx}',
      'packages/portal-ui/src/test-support/**',
    ],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Every text a person sees comes from the rules' catalogue (English and Thai); stories, tests
    // and their support code may write texts as a person reads them.
    files: ['packages/portal-ui/src/**/*.tsx', 'packages/portal-ui/src/**/*.ts'],
    ignores: [
      'packages/portal-ui/src/**/*.stories.tsx',
      'packages/portal-ui/src/**/*.test.{ts,tsx}',
      'packages/portal-ui/src/test-support/**',
      'packages/portal-ui/src/**/*-support.tsx',
      'packages/portal-ui/src/**/fake-*.tsx',
      'packages/portal-ui/src/**/test-kit/**',
      'packages/portal-ui/src/theme/**',
    ],
    plugins: { portal: portalRules },
    rules: { 'portal/no-literal-text': 'error', 'portal/texts-through-hook': 'error' },
  },
);
