import type { SystemStyleObject } from '@pandacss/dev';

/** Visible keyboard focus, the same everywhere (WCAG 2.4.7). */
export const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
};

/** Floating surfaces: menus, listboxes, calendars, tooltips. */
export const floatingSurface: SystemStyleObject = {
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'lg',
  zIndex: 'popover',
};

/**
 * The invalid look of a control, from `aria-invalid` alone. Panda's `_invalid` also matches
 * `:invalid`, which an empty `required` input always is, so every required field showed red
 * before anyone typed; the fields set `aria-invalid` only while they show an error message.
 */
export const invalidControl: SystemStyleObject = {
  '&[aria-invalid=true]': { borderColor: 'danger.solid' },
};
