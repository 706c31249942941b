import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vitest/node';
import { css } from '../styled-system/css/css.js';
import { lightRecipeModule, type RuntimeRecipe } from './light-recipe';
import { isStyledSystemCss } from './panda-static-css';
import { evaluateStaticCssCalls, type EstreeNode } from './static-css-calls';

const here = dirname(fileURLToPath(import.meta.url));
const recipesDir = join(here, '..', 'styled-system', 'recipes');

// The runtime css() as the rewrite calls it: with the literal arguments it found.
const runtimeCss = css as unknown as (...styles: unknown[]) => string;
const rewrite = (code: string) => evaluateStaticCssCalls(code, parseAst(code) as unknown as EstreeNode, runtimeCss, isStyledSystemCss);

describe('static css() calls (build time)', () => {
  const source = [
    "import { css as style, cx } from '../../../styled-system/css';",
    "const thai = 'เข้าสู่ระบบ';",
    "const row = style({ display: 'flex', gap: '4', _hover: { color: 'accent.text' } });",
    'const hidden = style({',
    "  srOnly: true,",
    "  mt: '-2',",
    '});',
    'const toned = (tone) => style({ color: tone });',
    'const spread = style({ ...row });',
    'export { thai, row, hidden, toned, spread, cx };',
  ].join('\n');

  it("gives exactly the runtime's class names for a call of literals", () => {
    const out = rewrite(source);
    expect(out).toContain(`const row = ${JSON.stringify(css({ display: 'flex', gap: '4', _hover: { color: 'accent.text' } }))};`);
    expect(out).toContain('"lp-d_flex lp-gap_4 hover:lp-c_accent.text"');
    expect(out).toContain(`const hidden = ${JSON.stringify(css({ srOnly: true, mt: '-2' }))}`);
    // Text before a call (Thai here) is kept as it was.
    expect(out).toContain("const thai = 'เข้าสู่ระบบ';");
  });

  it('leaves a call with anything but literals to the runtime, and keeps the line count', () => {
    const out = rewrite(source);
    expect(out).toContain('style({ color: tone })');
    expect(out).toContain('style({ ...row })');
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('touches only the css of the generated styled-system, and not when the module shadows it', () => {
    expect(rewrite("import { css } from 'other-lib';\nexport const a = css({ color: 'red' });")).toContain("css({ color: 'red' })");
    const shadowing = "import { css } from '../styled-system/css';\nfunction f() { const css = (x) => x; return css({ a: 1 }); }\nexport { f };";
    expect(rewrite(shadowing)).toBe(shadowing);
  });
});

describe('light config recipes (build time)', () => {
  const cacheDir = join(here, '..', 'node_modules', '.cache', 'light-recipes');
  mkdirSync(cacheDir, { recursive: true });
  const files = readdirSync(recipesDir).filter((file) => file.endsWith('.js') && file !== 'index.js' && file !== 'create-recipe.js');

  /** Every combination of the recipe's variants, each also left out. */
  const combinations = (variantMap: Record<string, string[]>) =>
    Object.entries(variantMap).reduce<Record<string, unknown>[]>(
      (all, [key, values]) => all.flatMap((props) => [props, ...values.map((value) => ({ ...props, [key]: value }))]),
      [{}],
    );

  it.each(files)("%s gives exactly the runtime's class names for every combination of its variants", async (file) => {
    const runtime = (await import(/* @vite-ignore */ pathToFileURL(join(recipesDir, file)).href)) as Record<string, RuntimeRecipe>;
    const [entry] = Object.entries(runtime).filter(([, value]) => typeof value === 'function' && 'variantMap' in value);
    if (!entry) throw new Error(`${file} exports no recipe`);
    const [name, recipe] = entry;
    const target = join(cacheDir, `${file.replace(/\.js$/, '')}-${Date.now()}.mjs`);
    writeFileSync(target, lightRecipeModule(name, recipe));
    const light = ((await import(/* @vite-ignore */ pathToFileURL(target).href)) as Record<string, RuntimeRecipe>)[name];
    if (!light) throw new Error(`the light module of ${file} exports no ${name}`);
    const cases = combinations(recipe.variantMap);
    expect(cases.length).toBeGreaterThan(0);
    for (const props of cases) {
      expect(light(props), `${name}(${JSON.stringify(props)})`).toEqual(recipe(props));
      expect(light.getVariantProps(props)).toEqual(recipe.getVariantProps(props));
    }
    expect(light()).toEqual(recipe());
    expect(light.variantKeys).toEqual(recipe.variantKeys);
    expect(light.variantMap).toEqual(recipe.variantMap);
    expect(light.__name__).toBe(recipe.__name__);
  });
});
