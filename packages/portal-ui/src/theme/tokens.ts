import type { Tokens } from '@pandacss/dev';

/**
 * Raw design tokens. Each becomes a CSS variable `--lp-<category>-<name>` on `:root`, so a host can
 * override any of them without rebuilding (see README "Styling").
 */
export const tokens: Tokens = {
  colors: {
    white: { value: '#ffffff' },
    black: { value: '#000000' },
    gray: {
      50: { value: '#f8fafc' },
      100: { value: '#f1f5f9' },
      200: { value: '#e2e8f0' },
      300: { value: '#cbd5e1' },
      400: { value: '#94a3b8' },
      500: { value: '#64748b' },
      600: { value: '#475569' },
      700: { value: '#334155' },
      800: { value: '#1e293b' },
      900: { value: '#0f172a' },
    },
    brand: {
      50: { value: '#eff6ff' },
      100: { value: '#dbeafe' },
      200: { value: '#bfdbfe' },
      500: { value: '#2563eb' },
      600: { value: '#1d4ed8' },
      700: { value: '#1e40af' },
      800: { value: '#1e3a8a' },
    },
    green: {
      50: { value: '#f0fdf4' },
      200: { value: '#bbf7d0' },
      700: { value: '#15803d' },
      800: { value: '#166534' },
    },
    amber: {
      50: { value: '#fffbeb' },
      200: { value: '#fde68a' },
      700: { value: '#b45309' },
      800: { value: '#92400e' },
    },
    red: {
      50: { value: '#fef2f2' },
      200: { value: '#fecaca' },
      600: { value: '#dc2626' },
      700: { value: '#b91c1c' },
      800: { value: '#991b1b' },
    },
    sky: {
      50: { value: '#f0f9ff' },
      200: { value: '#bae6fd' },
      700: { value: '#0369a1' },
      800: { value: '#075985' },
    },
  },
  spacing: {
    0: { value: '0' },
    0.5: { value: '0.125rem' },
    1: { value: '0.25rem' },
    1.5: { value: '0.375rem' },
    2: { value: '0.5rem' },
    3: { value: '0.75rem' },
    4: { value: '1rem' },
    5: { value: '1.25rem' },
    6: { value: '1.5rem' },
    8: { value: '2rem' },
    10: { value: '2.5rem' },
    12: { value: '3rem' },
  },
  sizes: {
    4: { value: '1rem' },
    5: { value: '1.25rem' },
    8: { value: '2rem' },
    9: { value: '2.25rem' },
    10: { value: '2.5rem' },
    full: { value: '100%' },
    xs: { value: '20rem' },
    sm: { value: '24rem' },
    md: { value: '28rem' },
    lg: { value: '32rem' },
  },
  radii: {
    none: { value: '0' },
    sm: { value: '0.25rem' },
    md: { value: '0.375rem' },
    lg: { value: '0.5rem' },
    full: { value: '9999px' },
  },
  fonts: {
    body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Noto Sans', Arial, sans-serif" },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
  },
  fontWeights: {
    normal: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
    bold: { value: '700' },
  },
  lineHeights: {
    tight: { value: '1.25' },
    normal: { value: '1.5' },
  },
  shadows: {
    sm: { value: '0 1px 2px 0 rgb(15 23 42 / 0.08)' },
    md: { value: '0 4px 8px -2px rgb(15 23 42 / 0.12), 0 2px 4px -2px rgb(15 23 42 / 0.08)' },
    lg: { value: '0 12px 24px -6px rgb(15 23 42 / 0.18), 0 4px 8px -4px rgb(15 23 42 / 0.1)' },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
  },
  zIndex: {
    overlay: { value: 1000 },
    popover: { value: 1100 },
    toast: { value: 1200 },
  },
};
