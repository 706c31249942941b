import type { SlotRecipeConfig } from '@pandacss/dev';
import { floatingSurface, focusRing } from './shared';

/** Modal dialogs: Dialog, ConfirmDialog, ResultModal. */
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
      gap: '4',
      width: 'full',
      maxWidth: 'md',
      maxHeight: '90vh',
      overflowY: 'auto',
      p: '6',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
    },
    header: { display: 'flex', alignItems: 'center', gap: '3' },
    icon: { flexShrink: 0, width: '8', height: '8' },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' },
    description: { color: 'fg.muted' },
    body: {},
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' },
  },
  variants: {
    tone: {
      neutral: {},
      success: { icon: { color: 'success.solid' } },
      danger: { icon: { color: 'danger.solid' } },
    },
    // `wide` for dialogs that hold a table (the pending change's previous and new values).
    size: {
      md: {},
      wide: { content: { maxWidth: '3xl' } },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
};

/** Dropdown menu ("Action"). */
export const menuRecipe: SlotRecipeConfig = {
  className: 'menu',
  slots: ['trigger', 'indicator', 'positioner', 'content', 'item'],
  base: {
    indicator: { transition: 'transform {durations.fast}', '[data-state=open] &': { transform: 'rotate(180deg)' } },
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
