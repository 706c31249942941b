import type { Config } from '@pandacss/dev';
import { PORTAL_ROOT_CLASS } from './portal-root-class';

/*
 * Why this exists: every rule Panda emits lives in a cascade layer, and unlayered CSS beats any
 * layered CSS whatever its specificity. A host page's plain `button { … }` or `table { … }` would
 * therefore win over our recipes. This one unlayered rule hands every element under the portal
 * root back to the layered cascade (`revert-layer` from the unlayered styles rolls back to the
 * last layer, i.e. ours), so the host's unlayered rules stop applying there. `:not(#…)` lifts the
 * specificity to one id so element, class and attribute selectors of the host lose to it.
 * Custom properties are not covered by `all`, so a host can still retheme through CSS variables.
 */
const scope = `:where(.${PORTAL_ROOT_CLASS}, .${PORTAL_ROOT_CLASS} *):not(#lp-isolation)`;
const pseudoElements = ['', '::before', '::after', '::placeholder', '::file-selector-button'];

/** The unlayered isolation rule appended to the portal's CSS. */
export const isolationCss = `${pseudoElements.map((pseudo) => `${scope}${pseudo}`).join(',\n')} {\n  all: revert-layer;\n}\n`;

/** Panda plugin appending {@link isolationCss} to the generated `styles.css` (CLI and PostCSS). */
export const isolationPlugin: NonNullable<Config['plugins']>[number] = {
  name: 'lego-portal-isolation',
  hooks: {
    'cssgen:done': ({ artifact, content }) =>
      artifact === 'styles.css' ? `${content}\n${isolationCss}` : undefined,
  },
};
