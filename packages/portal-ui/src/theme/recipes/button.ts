import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from './shared';

/** Button: solid (primary action), outline (secondary), ghost (tertiary), danger (destructive). */
export const buttonRecipe: RecipeConfig = {
  className: 'button',
  description: 'Buttons of the portal',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'md',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color {durations.fast}, border-color {durations.fast}',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'accent.text',
        borderColor: 'accent.default',
        _hover: { _enabled: { bg: 'accent.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'accent.text',
        _hover: { _enabled: { bg: 'accent.subtle' } },
      },
      danger: {
        bg: 'danger.solid',
        color: 'fg.inverted',
        _hover: { _enabled: { bg: 'red.800' } },
      },
    },
    size: {
      sm: { minHeight: '8', px: '3', fontSize: 'sm' },
      md: { minHeight: '10', px: '4', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
};
