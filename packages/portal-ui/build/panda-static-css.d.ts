/** Options of {@link pandaStaticCss}. */
export interface PandaStaticCssOptions {
    /** The `styled-system/` directory `panda codegen` wrote (its `outExtension` must be `js`). */
    styledSystemDir: string;
    /** Which modules' `css()` calls to evaluate; default: every module outside node_modules. */
    include?: (id: string) => boolean;
}
/**
 * The part of Vite's plugin interface this plugin uses (typed here: portal-ui does not depend on
 * Vite, and a host's `vite.config.ts` accepts it as a `Plugin`).
 */
export interface PandaStaticCssPlugin {
    name: string;
    enforce: 'post';
    apply: 'build';
    transform(this: {
        parse: (code: string) => unknown;
    }, code: string, id: string): Promise<{
        code: string;
        map: null;
    } | null>;
}
/**
 * Evaluates static `css()` calls and replaces config recipes with light ones (see the module
 * comment). Use it in a production build; it runs after TypeScript and JSX are compiled.
 */
export declare function pandaStaticCss({ styledSystemDir, include }: PandaStaticCssOptions): PandaStaticCssPlugin;
/** Whether an import source is the generated `css` entry (`../styled-system/css`, `.../css/index.js`, `.../css/css.js`). */
export declare function isStyledSystemCss(source: string): boolean;
