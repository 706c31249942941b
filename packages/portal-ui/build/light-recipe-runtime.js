// The run-time part of the light recipes (light-recipe.ts), one copy shared by every recipe module
// a bundle holds. It joins the class names Panda's createRecipe() would compute, in its order.

/** Class names of recipe (or slot) `key` with `defaults` then the defined `props`. */
export function joinRecipe(prefix, key, defaults, props) {
  const values = Object.assign({ [key]: '__ignore__' }, defaults);
  for (const name in props) if (props[name] !== undefined) values[name] = props[name];
  const names = new Set();
  for (const name in values) {
    let value = values[name];
    if (value == null) continue;
    if (value === '__ignore__') {
      names.add(prefix + key);
      continue;
    }
    if (typeof value === 'string') value = value.replace(/[\n\s]+/g, ' ').replaceAll(' ', '_');
    names.add(`${prefix}${key}--${name}_${value}`);
  }
  return Array.from(names).join(' ');
}

/** `[variant props, other props]` of `props`. */
export function splitRecipeProps(props, keys) {
  const picked = {};
  const rest = {};
  for (const name of Object.keys(props)) (keys.includes(name) ? picked : rest)[name] = props[name];
  return [picked, rest];
}

/** `props` without its undefined values. */
export const compactProps = (props) => Object.fromEntries(Object.entries(props ?? {}).filter(([, value]) => value !== undefined));
