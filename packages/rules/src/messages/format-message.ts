/** Placeholder filling for templates such as '{Action} user successful'. */

/**
 * Fills `{Name}` placeholders, e.g. `formatMessage(USER_MESSAGES.actionSuccess, { Action: 'Lock' })`
 * gives 'Lock user successful'. Unknown placeholders are left as they are.
 */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
