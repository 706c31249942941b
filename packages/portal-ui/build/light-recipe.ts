/**
 * The config recipe modules of {@link pandaStaticCss}: a generated recipe
 * (`styled-system/recipes/button.js`) runs Panda's whole style engine (`createRecipe` ->
 * `createCss`, conditions, `css()` for compound variants) to join class names that are plain
 * strings: `lp-button lp-button--variant_solid lp-button--size_md`. The module written here joins
 * them directly. Only for recipes without compound variants and with plain (not conditional)
 * variant values, which is every recipe of portal-ui; the plugin keeps the generated module for
 * any other.
 */
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
const RUNTIME = JSON.stringify(fileURLToPath(new URL('./light-recipe-runtime.js', import.meta.url)));
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
    // e.g. 'lp-button lp-button--variant_solid ...': the prefix is what precedes the name.
    const prefix = sample.split(' ')[0].slice(0, -name.length);
    const withName = recipe.getVariantProps({});
    const { [name]: _ignored, ...defaults } = withName;
    return `${IMPORT}
const defaults = ${json(defaults)};
const keys = ${keys};
export const ${exportName} = /* @__PURE__ */ Object.assign((props = {}) => join(${json(prefix)}, ${json(name)}, defaults, props), {
  __recipe__: true,
  __name__: ${json(name)},
  __getCompoundVariantCss__: () => ({}),
  raw: (props) => props,
  variantKeys: keys,
  variantMap: ${map},
  splitVariantProps: (props) => split(props, keys),
  getVariantProps: (props) => ({ ${json(name)}: '__ignore__', ...defaults, ...compact(props) }),
});
`;
  }
  const slots = Object.keys(sample);
  const firstSlotKey = `${name}__${slots[0]}`;
  const prefix = sample[slots[0]].split(' ')[0].slice(0, -firstSlotKey.length);
  const defaults = recipe.getVariantProps({});
  const classNameMap = (recipe as unknown as { classNameMap?: unknown }).classNameMap ?? {};
  return `${IMPORT}
const defaults = ${json(defaults)};
const keys = ${keys};
const slots = ${json(slots)};
export const ${exportName} = /* @__PURE__ */ Object.assign((props = {}) => Object.fromEntries(slots.map((slot) => [slot, join(${json(prefix)}, ${json(`${name}__`)} + slot, defaults, props)])), {
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
