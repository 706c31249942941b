/** Vite's `?inline` import: the processed CSS as a string. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
