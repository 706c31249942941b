import type { SemanticTokens } from '@pandacss/dev';

/** A status intent: soft background, text, border and a solid fill. */
const intent = (bg: string, border: string, fg: string, solid: string) => ({
  bg: { value: `{colors.${bg}}` },
  border: { value: `{colors.${border}}` },
  fg: { value: `{colors.${fg}}` },
  solid: { value: `{colors.${solid}}` },
});

/**
 * Semantic tokens name a purpose rather than a colour, so components say `fg.muted` or
 * `danger.fg` and a host rethemes by overriding `--lp-colors-danger-fg` and friends.
 * Foreground/background pairs meet WCAG AA contrast (4.5:1) as shipped.
 */
export const semanticTokens: SemanticTokens = {
  colors: {
    bg: {
      canvas: { value: '{colors.white}' },
      surface: { value: '{colors.white}' },
      subtle: { value: '{colors.gray.50}' },
      muted: { value: '{colors.gray.100}' },
      emphasized: { value: '{colors.gray.200}' },
      backdrop: { value: 'rgb(15 23 42 / 0.5)' },
    },
    fg: {
      default: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      disabled: { value: '{colors.gray.500}' },
      inverted: { value: '{colors.white}' },
    },
    border: {
      default: { value: '{colors.gray.300}' },
      strong: { value: '{colors.gray.500}' },
    },
    accent: {
      default: { value: '{colors.brand.600}' },
      emphasized: { value: '{colors.brand.700}' },
      fg: { value: '{colors.white}' },
      subtle: { value: '{colors.brand.50}' },
      text: { value: '{colors.brand.700}' },
    },
    focusRing: { value: '{colors.brand.500}' },
    success: intent('green.50', 'green.200', 'green.800', 'green.700'),
    warning: intent('amber.50', 'amber.200', 'amber.800', 'amber.700'),
    danger: intent('red.50', 'red.200', 'red.800', 'red.700'),
    info: intent('sky.50', 'sky.200', 'sky.800', 'sky.700'),
    neutral: intent('gray.100', 'gray.300', 'gray.700', 'gray.600'),
  },
};
