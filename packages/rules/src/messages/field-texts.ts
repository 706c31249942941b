/** Texts of the form field primitives: the password field's Show/Hide toggle. Ours. */
export const FIELD_TEXTS = {
  /** The toggle's visible text while the password is hidden. */
  show: 'Show',
  /** The toggle's visible text while the password is shown. */
  hide: 'Hide',
  /** The toggle's accessible name while the password is hidden (starts with its visible text). */
  showPassword: 'Show password',
  /** The toggle's accessible name while the password is shown. */
  hidePassword: 'Hide password',
} as const;
