import type { Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { PORTAL_ROOT_CLASS } from './portal-root-class';

/*
 * Why this exists: Panda emits some rules for the whole document (`*, ::before, ::after,
 * ::backdrop { --rotate: 0; … }` resets the host's own variables, so a host button rotated with
 * `--rotate` loses its transform) and prefixes recipes and utilities only by class name. Every
 * rule is confined here to the portal root and what is under it, which is also what each
 * portalled layer is (`PortalLayer`).
 */

/** Zero specificity, so the order of our own rules and the cascade layers decide as before. */
const SCOPE = `:where(.${PORTAL_ROOT_CLASS},.${PORTAL_ROOT_CLASS} *)`;

const isPseudoElement = (node: selectorParser.Node) =>
  node.type === 'pseudo' && (node.value.startsWith('::') || /^:(before|after|first-line|first-letter)$/i.test(node.value));

const isRootClass = (node: selectorParser.Node) => node.type === 'class' && node.value === PORTAL_ROOT_CLASS;

/**
 * True when every element the selector matches is the portal root or under it: a compound
 * naming the root class followed only by descendant or child combinators, or a subject
 * compound holding `:where(…)`/`:is(…)` whose every branch is itself confined.
 */
function isConfinedToPortal(selector: selectorParser.Selector): boolean {
  let confined = false;
  for (const node of selector.nodes) {
    if (node.type === 'combinator') {
      // A sibling of a confined element may be the root's own sibling, outside the portal.
      const kind = node.value.trim();
      if (kind !== '' && kind !== '>') confined = false;
    } else if (isRootClass(node)) {
      confined = true;
    } else if (node.type === 'pseudo' && /^:(where|is)$/i.test(node.value) && node.nodes.length > 0) {
      if (node.nodes.every(isConfinedToPortal)) confined = true;
    }
  }
  return confined;
}

/** Appends {@link SCOPE} to the subject compound of a selector, before any pseudo-element. */
function confine(selector: selectorParser.Selector): void {
  if (isConfinedToPortal(selector)) return;
  const scope = selectorParser().astSync(SCOPE).first.first;
  const subjectStart = selector.nodes.findLastIndex((node) => node.type === 'combinator') + 1;
  const pseudoElement = selector.nodes.slice(subjectStart).find(isPseudoElement);
  if (pseudoElement) selector.insertBefore(pseudoElement, scope);
  else selector.append(scope);
}

const confineAll = selectorParser((selectors) => selectors.each(confine));

const inKeyframes = (node: { parent?: unknown }): boolean => {
  const parent = node.parent as { type?: string; name?: string; parent?: unknown } | undefined;
  if (!parent) return false;
  return (parent.type === 'atrule' && /keyframes$/i.test(parent.name ?? '')) || inKeyframes(parent);
};

/** Rewrites every style rule (keyframe steps aside) so it matches only inside the portal root. */
export function scopeSelectors(root: Root): void {
  root.walkRules((rule) => {
    if (!inKeyframes(rule)) rule.selector = confineAll.processSync(rule.selector, { lossless: true });
  });
}
