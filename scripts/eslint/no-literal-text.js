// ESLint rule `portal/no-literal-text`: a text a person sees in portal-ui must come from the
// rules' catalogue (through `useTexts`), never be written in the component, so a second language
// never means hunting strings through the screens. It reports, in JSX and in the objects screens
// build their tables, menus and options from:
//   - JSX text with a letter in it (`<p>Loading user…</p>`);
//   - a string with a letter given to a text-bearing JSX attribute (`label="Username"`);
//   - a string with a letter as a JSX child expression (`{'Retry'}`);
//   - a string with a letter as the value of a text-bearing property (`{ header: 'Status' }`).
// Strings without letters (punctuation, `*`, `–`, digits) are not texts to translate.

/** JSX attributes and object properties whose string value is shown or read out. */
const TEXT_NAMES = new Set([
  'label', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'alt',
  'loadingText', 'description', 'intro', 'heading', 'eyebrow', 'message', 'confirmLabel', 'cancelLabel',
  'emptyText', 'fallback', 'helperText', 'errorText', 'header', 'caption', 'text', 'tooltip', 'summary',
]);

const LETTER = /\p{L}/u;

const isText = (value) => typeof value === 'string' && LETTER.test(value);

/**
 * The literal texts an expression can evaluate to: a string, the fixed parts of a template, and
 * the branches of `a ? 'x' : 'y'` and `a || 'x'`.
 */
function literalTexts(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '');
  if (node.type === 'ConditionalExpression') return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression') return [...literalTexts(node.left), ...literalTexts(node.right)];
  return [];
}

/** The name of a JSX attribute or an object property key. */
function nameOf(key) {
  if (!key) return undefined;
  if (key.type === 'JSXIdentifier' || key.type === 'Identifier') return key.name;
  if (key.type === 'JSXNamespacedName') return `${key.namespace.name}:${key.name.name}`;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person sees come from the rules catalogue (useTexts), not string literals.' },
    messages: {
      literal: 'Text "{{text}}" is written in the component: add it to the rules catalogue (English and Thai) and read it with useTexts.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const check = (node, expression) => {
      const text = literalTexts(expression).find(isText);
      if (text !== undefined) report(node, text);
    };
    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (!TEXT_NAMES.has(nameOf(node.name) ?? '')) return;
        check(node, node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') check(node, node.expression);
      },
      Property(node) {
        if (TEXT_NAMES.has(nameOf(node.key) ?? '')) check(node, node.value);
      },
    };
  },
};

/** Names of the rules package's English text objects (areas of the catalogue). */
const ENGLISH_AREA = /^(?:[A-Z0-9_]+_(?:MESSAGES|LABELS|TEXTS|TITLES)|LABELS)$/;

/**
 * ESLint rule `portal/texts-through-hook`: an area of English texts imported from
 * @lego-portal/rules is read through `useTexts(area, OBJECT)` (which gives the texts of the
 * portal's language), never as `OBJECT.name`, which is English whatever the language.
 */
export const textsThroughHook = {
  meta: {
    type: 'problem',
    docs: { description: "The rules' English text objects are read through useTexts, in the portal's language." },
    messages: {
      english: '{{object}}.{{name}} is always English: read it through useTexts (const texts = useTexts(area, {{object}})).',
    },
    schema: [],
  },
  create(context) {
    const imported = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@lego-portal/rules') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && ENGLISH_AREA.test(specifier.local.name)) imported.add(specifier.local.name);
        }
      },
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !imported.has(node.object.name)) return;
        context.report({ node, messageId: 'english', data: { object: node.object.name, name: nameOf(node.property) ?? '…' } });
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText, 'texts-through-hook': textsThroughHook } };
