/**
 * The config recipe modules of {@link pandaStaticCss}: a generated recipe
 * (`styled-system/recipes/button.js`) runs Panda's whole style engine (`createRecipe` ->
 * `createCss`, conditions, `css()` for compound variants) to join class names that are plain
 * strings: `lp-button lp-button--variant_solid lp-button--size_md`. The module written here joins
 * them directly. Only for recipes without compound variants and with plain (not conditional)
 * variant values, which is every recipe of portal-ui; the plugin keeps the generated module for
 * any other.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a generated recipe exports (the fields read here). */
export interface RuntimeRecipe {
  (props?: Record<string, unknown>): string | Record<string, string>;
  __recipe__: boolean;
  __name__: string;
  variantKeys: string[];
  variantMap: Record<string, string[]>;
  getVariantProps: (props?: Record<string, unknown>) => Record<string, unknown>;
}

/** Where the shared run-time part lives (imported by absolute path from each light module). */
const RUNTIME = JSON.stringify(join(dirname(fileURLToPath(import.meta.url)), 'light-recipe-runtime.js'));
const IMPORT = `import { compactProps as compact, joinRecipe as join, splitRecipeProps as split } from ${RUNTIME};`;

/**
 * The source of a light module exporting `exportName` with the runtime recipe's class names and
 * fields (`variantKeys`, `variantMap`, `getVariantProps`, `splitVariantProps`, `raw`; not
 * `merge`, which nothing in portal-ui calls). The recipe is read from the runtime module itself.
 */
export function lightRecipeModule(exportName: string, recipe: RuntimeRecipe): string {
  const name = recipe.__name__;
  const sample = recipe({});
  const json = JSON.stringify;
  const keys = json(recipe.variantKeys);
  const map = json(recipe.variantMap);
  if (typeof sample === 'string') {
    // The recipe's own class ('lp-button') comes first; the runtime's variant props name the
    // recipe by its class key ('button': '__ignore__'), which may differ from its export name.
    const base = sample.split(' ')[0];
    const withKey = recipe.getVariantProps({});
    const ignoreKey = Object.keys(withKey).find((key) => withKey[key] === '__ignore__') ?? name;
    const { [ignoreKey]: _ignored, ...defaults } = withKey;
    return `${IMPORT}
const defaults = ${json(defaults)};
const keys = ${keys};
export const ${exportName} = /* @__PURE__ */ Object.assign((props = {}) => join('', ${json(base)}, defaults, props), {
  __recipe__: true,
  __name__: ${json(name)},
  __getCompoundVariantCss__: () => ({}),
  raw: (props) => props,
  variantKeys: keys,
  variantMap: ${map},
  splitVariantProps: (props) => split(props, keys),
  getVariantProps: (props) => ({ ${json(ignoreKey)}: '__ignore__', ...defaults, ...compact(props) }),
});
`;
  }
  // Each slot's own class ('lp-file-upload__root') comes first in its class list.
  const bases = Object.fromEntries(Object.entries(sample).map(([slot, classes]) => [slot, classes.split(' ')[0]]));
  const defaults = recipe.getVariantProps({});
  const classNameMap = (recipe as unknown as { classNameMap?: unknown }).classNameMap ?? {};
  return `${IMPORT}
const defaults = ${json(defaults)};
const keys = ${keys};
const bases = ${json(bases)};
export const ${exportName} = /* @__PURE__ */ Object.assign((props = {}) => Object.fromEntries(Object.entries(bases).map(([slot, base]) => [slot, join('', base, defaults, props)])), {
  __recipe__: false,
  __name__: ${json(name)},
  raw: (props) => props,
  classNameMap: ${json(classNameMap)},
  variantKeys: keys,
  variantMap: ${map},
  splitVariantProps: (props) => split(props, keys),
  getVariantProps: (props) => ({ ...defaults, ...compact(props) }),
});
`;
}
