import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postcss, { type ChildNode } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '../..');

/**
 * The selectors of a stylesheet that can match an element outside the portal root. A selector is
 * confined when a compound naming `.lp-root` is followed only by descendant or child combinators
 * (a sibling of the root is outside it), or when a compound holds `:where()`/`:is()` whose every
 * branch is confined. Keyframe steps (`to`, `50%`) match no element.
 */
function unconfinedSelectors(css: string): string[] {
  const confined = (selector: selectorParser.Selector): boolean => {
    let inside = false;
    for (const node of selector.nodes) {
      if (node.type === 'combinator') inside &&= ['', '>'].includes(node.value.trim());
      else if (node.type === 'class' && node.value === 'lp-root') inside = true;
      else if (node.type === 'pseudo' && [':where', ':is'].includes(node.value) && node.nodes.length > 0 && node.nodes.every(confined)) inside = true;
    }
    return inside;
  };
  const inKeyframes = (node: ChildNode): boolean =>
    node.parent?.type === 'atrule' ? /keyframes$/.test((node.parent as postcss.AtRule).name) || inKeyframes(node.parent as ChildNode) : false;

  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (!confined(selector)) found.push(selector.toString().trim());
      });
    }).processSync(rule.selector);
  });
  return found;
}

let workDir: string;
const shipped: Record<'dist/styles.css (panda cssgen --minify)' | 'Storybook (Panda PostCSS plugin)', string> = {
  'dist/styles.css (panda cssgen --minify)': '',
  'Storybook (Panda PostCSS plugin)': '',
};

// Generating the CSS takes Panda several seconds, more on two busy cores.
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-ui-css-'));
  const dist = join(workDir, 'styles.css');
  const storybook = join(workDir, 'storybook.css');
  const run = promisify(execFile);
  await Promise.all([
    // The package's build command for dist/styles.css.
    run(join(packageDir, 'node_modules/.bin/panda'), ['cssgen', '--silent', '--minify', '--outfile', dist], { cwd: packageDir }),
    run(process.execPath, [join(packageDir, 'test/storybook-css.mjs'), storybook], { cwd: packageDir }),
  ]);
  shipped['dist/styles.css (panda cssgen --minify)'] = await readFile(dist, 'utf8');
  shipped['Storybook (Panda PostCSS plugin)'] = await readFile(storybook, 'utf8');
}, 120_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the shipped CSS', () => {
  it('flags every selector that can reach outside the portal root', () => {
    const css = `*, ::before, :root, :where(:root, :host), button, .lp-button, .lp-root + div, [data-x] .lp-root ~ a { color: red }
      .lp-root, .lp-root *, .lp-root > ::placeholder, .lp-button:where(.lp-root, .lp-root *), :where(.lp-root, .lp-root *)::after { color: red }
      @keyframes spin { to { rotate: 1turn } }`;
    expect(unconfinedSelectors(css)).toEqual(['*', '::before', ':root', ':where(:root, :host)', 'button', '.lp-button', '.lp-root + div', '[data-x] .lp-root ~ a']);
  });

  for (const output of Object.keys(shipped) as (keyof typeof shipped)[]) {
    it(`${output}: every rule matches only the portal root, its portalled layers and what is under them`, () => {
      const css = shipped[output];
      expect(css).toContain('.lp-button');
      expect(unconfinedSelectors(css)).toEqual([]);
      // The tokens are not declared on the document: each use carries its default.
      expect(css).not.toMatch(/--lp-colors-accent-default\s*:/);
      expect(css).toMatch(/var\(--lp-colors-accent-default,\s*var\(--lp-colors-brand-600,\s*#1d4ed8\)\)/);
    });
  }
});
