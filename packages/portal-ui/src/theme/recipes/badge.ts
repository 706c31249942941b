import type { RecipeConfig } from '@pandacss/dev';

const tone = (name: string) => ({ bg: `${name}.bg`, color: `${name}.fg`, borderColor: `${name}.border` });

/** Status badge; `tone` maps to the status intents of the semantic tokens. */
export const badgeRecipe: RecipeConfig = {
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: 'full',
    px: '2',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
      neutral: tone('neutral'),
    },
  },
  defaultVariants: { tone: 'neutral' },
};
