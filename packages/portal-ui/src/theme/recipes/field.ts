import type { SlotRecipeConfig } from '@pandacss/dev';
import { focusRing, invalidControl } from './shared';

/** Text-like inputs with label, helper text and error text (TextField, PasswordField). */
export const fieldRecipe: SlotRecipeConfig = {
  className: 'field',
  slots: ['root', 'labelRow', 'label', 'required', 'control', 'input', 'visibilityTrigger', 'helperText', 'errorText'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      width: 'full',
      // In a form that checks a field when it is left (`data-reserve-message` on the form), a
      // field keeps a line for its message even without one: a message appearing as the user
      // clicks a button below would otherwise push the button away mid-click and lose the click.
      '[data-reserve-message] &:not(:has([data-part=error-text], [data-part=helper-text]))::after': {
        content: '"\\a0"',
        fontSize: 'sm',
      },
    },
    labelRow: { display: 'inline-flex', alignItems: 'center', gap: '1' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    required: { color: 'danger.fg', marginInlineStart: '0.5' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: {
      width: 'full',
      minHeight: '10',
      px: '3',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'md',
      fontSize: 'md',
      _placeholder: { color: 'fg.muted' },
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      ...invalidControl,
      _disabled: { bg: 'bg.muted', color: 'fg.disabled', cursor: 'not-allowed' },
      '&[data-has-trigger]': { paddingInlineEnd: '12' },
    },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      px: '2',
      minHeight: '8',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'accent.text',
      borderRadius: 'sm',
      cursor: 'pointer',
      _focusVisible: focusRing,
    },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.fg', fontWeight: 'medium' },
  },
};
