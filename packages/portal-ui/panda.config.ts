import { defineConfig } from '@pandacss/dev';
import { shippedCssPlugin } from './src/theme/shipped-css-plugin';
import { portalPreset } from './src/theme/preset';

/**
 * Panda setup of portal-ui. The same file drives `panda codegen` (styled-system/), the prebuilt
 * `dist/styles.css` (`panda cssgen`) and the PostCSS plugin used by Storybook, so all three agree.
 */
export default defineConfig({
  // Only our preset: the default Panda palette would ship hundreds of unused CSS variables.
  presets: [portalPreset],
  // Scoped reset: Panda's preflight, but only under the portal root, never on the host's page.
  preflight: { scope: '.lp-root', level: 'parent' },
  prefix: 'lp',
  layers: {
    reset: 'lp-reset',
    base: 'lp-base',
    tokens: 'lp-tokens',
    recipes: 'lp-recipes',
    utilities: 'lp-utilities',
  },
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.stories.tsx', './src/**/*.test.tsx'],
  // Recipe variants are often chosen by props at run time, which static extraction cannot see.
  staticCss: { recipes: '*' },
  outdir: 'styled-system',
  // Plain `.js`: the library build, the host's build plugin (build/panda-static-css) and tools
  // that resolve imports by extension all read the generated modules as JavaScript.
  outExtension: 'js',
  plugins: [shippedCssPlugin],
});
