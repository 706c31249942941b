/**
 * A Vite plugin that does at build time what Panda's runtime would do at every page load, so the
 * runtime (`styled-system/css/css.js`, `helpers.js`, `conditions.js`, `create-recipe.js`: about
 * 6 kB gzip) drops out of a bundle whose calls are all static:
 *
 * - a `css({...})` call whose arguments are literals only (strings, numbers, booleans, nested
 *   objects and arrays of them) becomes the string the runtime returns for it, computed by that very
 *   runtime in Node. A call with anything else (a variable, a spread, a function) is left alone.
 * - each generated config recipe (`styled-system/recipes/<name>.js`) becomes a small module that
 *   joins the same class names without the runtime (`lightRecipeModule`).
 *
 * Class names are the runtime's own, so the CSS Panda extracts from the sources still matches.
 * `panda-static-css.test.ts` proves both by comparing with the runtime.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluateStaticCssCalls, type EstreeNode } from './static-css-calls';
import { lightRecipeModule, type RuntimeRecipe } from './light-recipe';

/** Options of {@link pandaStaticCss}. */
export interface PandaStaticCssOptions {
  /** The `styled-system/` directory `panda codegen` wrote (its `outExtension` must be `js`). */
  styledSystemDir: string;
  /** Which modules' `css()` calls to evaluate; default: every module outside node_modules. */
  include?: (id: string) => boolean;
}

type CssFn = (...styles: unknown[]) => string;

/**
 * The part of Vite's plugin interface this plugin uses (typed here: portal-ui does not depend on
 * Vite, and a host's `vite.config.ts` accepts it as a `Plugin`).
 */
export interface PandaStaticCssPlugin {
  name: string;
  enforce: 'post';
  apply: 'build';
  transform(this: { parse: (code: string) => unknown }, code: string, id: string): Promise<{ code: string; map: null } | null>;
}

/**
 * Evaluates static `css()` calls and replaces config recipes with light ones (see the module
 * comment). Use it in a production build; it runs after TypeScript and JSX are compiled.
 */
export function pandaStaticCss({ styledSystemDir, include = (id) => !id.includes(`${sep}node_modules${sep}`) }: PandaStaticCssOptions): PandaStaticCssPlugin {
  const recipesDir = join(styledSystemDir, 'recipes');
  const cssDir = join(styledSystemDir, 'css');
  let runtimeCss: Promise<CssFn> | null = null;
  const loadCss = () => (runtimeCss ??= import(pathToFileURL(join(cssDir, 'css.js')).href).then((m: { css: CssFn }) => m.css));
  const recipeFiles = new Set(
    readdirSync(recipesDir)
      .filter((file) => file.endsWith('.js') && file !== 'index.js' && file !== 'create-recipe.js')
      .map((file) => join(recipesDir, file)),
  );

  return {
    name: 'lego-portal:panda-static-css',
    enforce: 'post',
    apply: 'build',
    async transform(code, rawId) {
      const id = rawId.split('?')[0] ?? rawId;
      if (recipeFiles.has(id)) {
        // Compound variants need the runtime's css(); no portal-ui recipe has any today.
        if (!/(CompoundVariants = \[\]|\}, \[\]\))/.test(code)) return null;
        const module = (await import(pathToFileURL(id).href)) as Record<string, RuntimeRecipe>;
        const exported = Object.entries(module).filter(([, value]) => typeof value === 'function' && typeof value.__name__ === 'string' && 'variantMap' in value);
        const [entry] = exported;
        if (exported.length !== 1 || !entry) return null;
        const [exportName, recipe] = entry;
        return { code: lightRecipeModule(exportName, recipe), map: null };
      }
      if (dirname(id) === cssDir || !include(id) || !/\bcss\s*\(/.test(code) || !/styled-system/.test(code)) return null;
      const css = await loadCss();
      const program = this.parse(code) as unknown as EstreeNode;
      const result = evaluateStaticCssCalls(code, program, css, (source) => isStyledSystemCss(source));
      return result === code ? null : { code: result, map: null };
    },
  };
}

/** Whether an import source is the generated `css` entry (`../styled-system/css`, `.../css/index.js`, `.../css/css.js`). */
export function isStyledSystemCss(source: string): boolean {
  return /(^|\/)styled-system\/css(\/index(\.js)?|\/css(\.js)?)?$/.test(source) || (source.endsWith('/css') && basename(dirname(source)) === 'styled-system');
}
