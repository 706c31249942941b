import type { SlotRecipeConfig } from '@pandacss/dev';
import { focusRing } from './shared';

/** Checkbox, its indeterminate state, and the authorization group built from it. */
export const checkboxRecipe: SlotRecipeConfig = {
  className: 'checkbox',
  slots: ['root', 'control', 'indicator', 'label', 'group', 'children', 'errorText'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '5',
      height: '5',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'accent.fg',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: focusRing,
      _disabled: { bg: 'bg.muted', borderColor: 'border.default' },
      '&[data-disabled][data-state=checked]': { bg: 'gray.400', borderColor: 'gray.400' },
    },
    indicator: { width: '4', height: '4' },
    label: { fontSize: 'md', lineHeight: 'tight' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
    children: { display: 'flex', flexDirection: 'column', gap: '2', paddingInlineStart: '6' },
    errorText: { fontSize: 'sm', color: 'danger.fg', fontWeight: 'medium' },
  },
};
