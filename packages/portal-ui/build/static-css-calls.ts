/**
 * The source rewrite of {@link pandaStaticCss}: every `css(...)` call (of the `css` imported from
 * the generated styled-system) whose arguments are all literals becomes the string literal the
 * runtime returns for them. Kept apart from the plugin so a test can run it on plain code.
 */

/** The few ESTree fields this walk reads (what Vite's `this.parse` returns). */
export interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Marks an argument that is not a literal: the call is left to the runtime. */
const DYNAMIC = Symbol('dynamic');

/** The value of a literal expression, or DYNAMIC. */
export function staticValue(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Literal':
      // A RegExp or BigInt literal is no style value.
      return 'regex' in node || 'bigint' in node ? DYNAMIC : node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? (quasis[0]?.value.cooked ?? '') : DYNAMIC;
    }
    case 'UnaryExpression': {
      const value = staticValue(node.argument as EstreeNode);
      return node.operator === '-' && typeof value === 'number' ? -value : DYNAMIC;
    }
    case 'ArrayExpression': {
      const items = (node.elements as (EstreeNode | null)[]).map((element) => (element && element.type !== 'SpreadElement' ? staticValue(element) : DYNAMIC));
      return items.includes(DYNAMIC) ? DYNAMIC : items;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return DYNAMIC;
        const key = property.key as EstreeNode;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null) return DYNAMIC;
        const value = staticValue(property.value as EstreeNode);
        if (value === DYNAMIC) return DYNAMIC;
        result[name] = value;
      }
      return result;
    }
    default:
      return DYNAMIC;
  }
}

/** Calls every node under `node` (depth first). */
function walk(node: unknown, visit: (node: EstreeNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof (node as EstreeNode).type !== 'string') return;
  visit(node as EstreeNode);
  for (const [key, child] of Object.entries(node)) if (key !== 'type' && child && typeof child === 'object') walk(child, visit);
}

/**
 * `code` with each static `css(...)` call replaced by its class string. `isCssSource` tells which
 * import sources are the generated `css` module; only its `css` export (under any local name) is
 * rewritten. The replacement keeps the call's line count, so later lines keep their positions.
 */
export function evaluateStaticCssCalls(code: string, program: EstreeNode, css: (...styles: unknown[]) => string, isCssSource: (source: string) => boolean): string {
  const locals = new Set<string>();
  for (const statement of program.body as EstreeNode[]) {
    if (statement.type !== 'ImportDeclaration' || !isCssSource(String((statement.source as EstreeNode).value))) continue;
    for (const specifier of statement.specifiers as EstreeNode[]) {
      const imported = specifier.imported as EstreeNode | undefined;
      if (specifier.type === 'ImportSpecifier' && imported && (imported.name ?? imported.value) === 'css') locals.add((specifier.local as EstreeNode).name as string);
    }
  }
  if (locals.size === 0) return code;
  // A function or variable of the module that shadows the import would be mistaken for it.
  let shadowed = false;
  walk(program, (node) => {
    if ((node.type === 'VariableDeclarator' || node.type === 'FunctionDeclaration') && locals.has((node.id as EstreeNode | null)?.name as string)) shadowed = true;
  });
  if (shadowed) return code;

  const replacements: { start: number; end: number; text: string }[] = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || node.optional) return;
    const callee = node.callee as EstreeNode;
    if (callee.type !== 'Identifier' || !locals.has(callee.name as string)) return;
    const args = (node.arguments as EstreeNode[]).map(staticValue);
    if (args.includes(DYNAMIC)) return;
    const lines = code.slice(node.start, node.end).split('\n').length - 1;
    replacements.push({ start: node.start, end: node.end, text: JSON.stringify(css(...args)) + '\n'.repeat(lines) });
  });
  replacements.sort((a, b) => b.start - a.start);
  let result = code;
  for (const { start, end, text } of replacements) result = result.slice(0, start) + text + result.slice(end);
  return result;
}
