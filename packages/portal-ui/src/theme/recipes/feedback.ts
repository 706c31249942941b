import type { RecipeConfig } from '@pandacss/dev';

/** Spinning ring; the caller supplies the accessible label. */
export const spinnerRecipe: RecipeConfig = {
  className: 'spinner',
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
    animation: 'lp-spin 0.7s linear infinite',
    flexShrink: 0,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
  variants: {
    size: {
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '8', height: '8', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
};

/** Placeholder block shown while content loads. */
export const skeletonRecipe: RecipeConfig = {
  className: 'skeleton',
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'sm',
    minHeight: '1em',
    animation: 'lp-pulse 1.4s ease-in-out infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
};
