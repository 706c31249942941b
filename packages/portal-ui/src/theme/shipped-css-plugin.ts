import type { Config } from '@pandacss/dev';
import postcss from 'postcss';
import { isolationCss } from './isolation';
import { scopeSelectors } from './scope-selectors';
import { inlineTokenDefaults } from './token-fallbacks';

/**
 * The CSS this package ships keeps off the host's page entirely: every rule Panda generated is
 * confined to the portal root (nothing matches a host element), the token declarations leave
 * `:root` for fallbacks, and {@link isolationCss} is appended.
 */
export function confineToPortal(css: string): string {
  const root = postcss.parse(css);
  inlineTokenDefaults(root);
  scopeSelectors(root);
  return `${root.toString()}\n${isolationCss}`;
}

/**
 * Panda plugin of this package's own `panda.config.ts`: {@link confineToPortal} on the generated
 * `styles.css`, for `dist/styles.css` (CLI) and Storybook (PostCSS) alike. Not exported to hosts
 * that run Panda themselves: their build also holds their own styles, which must reach their page.
 */
export const shippedCssPlugin: NonNullable<Config['plugins']>[number] = {
  name: 'lego-portal-shipped-css',
  hooks: {
    'cssgen:done': ({ artifact, content }) => (artifact === 'styles.css' ? confineToPortal(content) : undefined),
  },
};
