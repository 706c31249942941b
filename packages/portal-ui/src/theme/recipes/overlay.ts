import type { SlotRecipeConfig } from '@pandacss/dev';
import { floatingSurface, focusRing } from './shared';

/** A phone: narrower than the frame's breakpoint (48rem, where DataTable turns to cards). */
const PHONE = '@media (width < 48rem)';

/**
 * Modal dialogs: Dialog, ConfirmDialog, ResultModal. A flex column no taller than the window:
 * the header and the footer (the actions) keep their place and only the body scrolls, so a long
 * body never pushes the buttons below the fold (issue 30).
 */
export const dialogRecipe: SlotRecipeConfig = {
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'header', 'icon', 'title', 'description', 'body', 'footer'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.backdrop', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'overlay',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxWidth: 'md',
      // The window less the positioner's padding (dvh: a phone's visible window, its bars
      // excluded; vh where dvh is unknown).
      maxHeight: 'calc(100dvh - 2rem)',
      '@supports not (height: 100dvh)': { maxHeight: 'calc(100vh - 2rem)' },
      overflow: 'hidden',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
    },
    header: { display: 'flex', alignItems: 'center', gap: '3', flexShrink: 0, px: '6', pt: '6', pb: '4' },
    icon: { flexShrink: 0, width: '8', height: '8' },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' },
    description: { flexShrink: 0, px: '6', pb: '4', color: 'fg.muted' },
    // The only part that scrolls; min-height 0 lets it shrink below its content in the column.
    body: { flex: '1 1 auto', minHeight: '0', overflowY: 'auto', overscrollBehavior: 'contain', px: '6', pb: '4' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      alignItems: 'center',
      gap: '3',
      flexWrap: 'wrap',
      flexShrink: 0,
      px: '6',
      pb: '6',
    },
  },
  variants: {
    tone: {
      neutral: {},
      success: { icon: { color: 'success.solid' } },
      danger: { icon: { color: 'danger.solid' } },
    },
    size: {
      // A message's width.
      md: {},
      // Comparing (the pending change's previous and new values side by side): up to 880 px on a
      // desktop; on a phone nearly the whole window, the footer set off by a rule while the body
      // scrolls under it.
      lg: {
        content: { maxWidth: '55rem', [PHONE]: { maxHeight: 'calc(100dvh - 1rem)' } },
        positioner: { [PHONE]: { p: '2' } },
        header: { [PHONE]: { px: '4', pt: '4', pb: '3' } },
        description: { [PHONE]: { px: '4' } },
        body: { [PHONE]: { px: '4' } },
        footer: { pt: '4', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default', [PHONE]: { px: '4', pb: '4', pt: '3', gap: '2' } },
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
};

/** Dropdown menu ("Action"). */
export const menuRecipe: SlotRecipeConfig = {
  className: 'menu',
  slots: ['trigger', 'indicator', 'positioner', 'content', 'item'],
  base: {
    indicator: { transition: 'transform {durations.fast}', '[data-state=open] &': { transform: 'rotate(180deg)' }, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
    positioner: {},
    content: { ...floatingSurface, py: '1', minWidth: '10rem', outline: 'none' },
    item: {
      display: 'flex',
      alignItems: 'center',
      px: '3',
      py: '2',
      cursor: 'pointer',
      _highlighted: { bg: 'accent.subtle' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger.fg' },
    },
  },
};

/** Tooltip / hover hint (e.g. the password rules). */
export const tooltipRecipe: SlotRecipeConfig = {
  className: 'tooltip',
  slots: ['trigger', 'positioner', 'content', 'arrow'],
  base: {
    trigger: { display: 'inline-flex', _focusVisible: focusRing, borderRadius: 'sm' },
    positioner: {},
    content: {
      ...floatingSurface,
      bg: 'gray.900',
      color: 'fg.inverted',
      borderColor: 'gray.900',
      px: '3',
      py: '2',
      fontSize: 'sm',
      maxWidth: 'xs',
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': '{colors.gray.900}' },
  },
};
