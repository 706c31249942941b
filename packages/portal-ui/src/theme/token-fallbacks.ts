import type { Root } from 'postcss';

/*
 * Why this exists: Panda declares every token on `:where(:root, :host)`, which puts the portal's
 * variables on the host's <html>. Declaring them on the portal root instead would shadow what a
 * host sets on `:root`, which is how the README tells hosts to retheme. So the defaults are
 * declared nowhere: each `var(--lp-…)` carries its default as a fallback, and whatever a host
 * sets on `:root`, the portal root or any ancestor is inherited and wins.
 */

/** A `var()` without a fallback: the custom property name (escapes like `0\.5` included). */
const BARE_VAR = /var\(\s*(--(?:[\w-]|\\.)+)\s*\)/g;

/** Selectors Panda puts its token declarations (and `--made-with-panda`) on. */
const DOCUMENT_ROOTS = new Set([':root', ':host', 'html', ':where(:root,:host)']);

const isDocumentRoot = (selector: string) => DOCUMENT_ROOTS.has(selector.replace(/\s+/g, ''));

/**
 * Removes the rules that declare custom properties on the document root and writes each of
 * their values as the fallback of every `var()` that reads it. Token values that read other
 * tokens keep doing so (`var(--lp-colors-accent-default, var(--lp-colors-brand-600, #1d4ed8))`),
 * so a host that sets a palette colour rethemes the semantic tokens built on it.
 */
export function inlineTokenDefaults(root: Root): void {
  const defaults = new Map<string, string>();
  root.walkRules((rule) => {
    const onlyVariables = rule.nodes.every((node) => node.type === 'comment' || (node.type === 'decl' && node.prop.startsWith('--')));
    if (!onlyVariables || !rule.selectors.every(isDocumentRoot)) return;
    rule.walkDecls((decl) => void defaults.set(decl.prop, decl.value));
    rule.remove();
  });

  const expanded = new Map<string, string>();
  const expand = (name: string, seen: ReadonlySet<string>): string => {
    const known = expanded.get(name);
    if (known !== undefined) return known;
    const value = withFallbacks(defaults.get(name) ?? '', new Set([...seen, name]));
    expanded.set(name, value);
    return value;
  };
  const withFallbacks = (value: string, seen: ReadonlySet<string>) =>
    value.replace(BARE_VAR, (bare, name: string) =>
      defaults.has(name) && !seen.has(name) ? `var(${name},${expand(name, seen)})` : bare,
    );

  root.walkDecls((decl) => {
    if (decl.value.includes('var(')) decl.value = withFallbacks(decl.value, new Set());
  });
}
