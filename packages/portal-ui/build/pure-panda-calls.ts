/**
 * Marks every call of Panda's generated runtime (`css()`, `cva()`, `sva()`, `cx()`, a recipe, a
 * pattern, and their `.raw()`) with `/* @__PURE__ *\/` in the published modules.
 *
 * Why: a screen computes its class names at module level (`const rowClass = css({...})`). To a
 * host's bundler that is a call of an imported function, which it must assume does something, so
 * the call (and the module holding it, and Panda's runtime) would stay in the bundle even when
 * nothing uses `rowClass`. The runtime only turns style objects into class-name strings (the CSS
 * itself is prebuilt in dist/styles.css), so every such call is pure and may be dropped unused.
 */
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const PURE = '/* @__PURE__ */ ';

/** An import of the generated runtime: `.../styled-system/css`, `.../styled-system/recipes/button`, ... */
const PANDA_RUNTIME = /(^|\/)styled-system\/(css|recipes|patterns|jsx)(\/|$|\.)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/** The local names bound by imports of Panda's runtime in a module. */
function pandaBindings(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!PANDA_RUNTIME.test(String((statement.source as { value: unknown }).value))) continue;
    for (const specifier of statement.specifiers as Node[]) names.add((specifier.local as { name: string }).name);
  }
  return names;
}

/** The callee's root name: `css` for `css(...)`, `css.raw(...)` and `recipes.button(...)`. */
function calleeRoot(callee: Node): string | undefined {
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && !callee.computed) return calleeRoot(callee.object as Node);
  return undefined;
}

/**
 * `code` with each call of an imported Panda runtime function annotated pure (calls already
 * annotated are left alone), and its source map; `undefined` when nothing changed.
 */
export function markPandaCallsPure(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!code.includes('styled-system')) return undefined;
  // TypeScript-aware whatever the stage the hook runs at (before or after Rolldown strips types).
  const lang = /\.[cm]?tsx$|\.jsx$/.test(id) ? 'tsx' : /\.[cm]?ts$/.test(id) ? 'ts' : 'js';
  const program = parseAst(code, { lang }, id) as unknown as Node;
  const names = pandaBindings(program);
  if (names.size === 0) return undefined;
  const output = new MagicString(code);
  let changed = false;
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const root = calleeRoot(node.callee as Node);
    if (root === undefined || !names.has(root)) return;
    if (/@__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, node.start - 24), node.start))) return;
    output.appendLeft(node.start, PURE);
    changed = true;
  });
  if (!changed) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

/** The Vite/Rolldown plugin: runs after TypeScript and JSX are compiled away (plain JS). */
export function purePandaCalls(): Plugin {
  return {
    name: 'lego-portal:pure-panda-calls',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/ },
      handler(code, id) {
        return markPandaCallsPure(code, id) ?? null;
      },
    },
  };
}
