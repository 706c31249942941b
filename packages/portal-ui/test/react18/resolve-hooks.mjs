// Node's module resolution hooks for the React 18 run (registered by setup.ts): an ES module
// outside Vite's transform (TanStack Query, react-hook-form) that imports `react` or `react-dom`
// gets the React 18.3.1 copies installed as `react-18` and `react-dom-18`.
let parentURL;

/** @param {{ parentURL: string }} data where `react-18` and `react-dom-18` resolve from */
export function initialize(data) {
  parentURL = data.parentURL;
}

export async function resolve(specifier, context, nextResolve) {
  const match = /^(react|react-dom)(\/.*)?$/.exec(specifier);
  if (!match) return nextResolve(specifier, context);
  return nextResolve(`${match[1]}-18${match[2] ?? ''}`, { ...context, parentURL });
}
