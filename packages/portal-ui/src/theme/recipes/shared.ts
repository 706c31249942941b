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
