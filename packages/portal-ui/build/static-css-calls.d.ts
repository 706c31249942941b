/**
 * The source rewrite of {@link pandaStaticCss}: every `css(...)` call (of the `css` imported from
 * the generated styled-system) whose arguments are all literals becomes the string literal the
 * runtime returns for them. Kept apart from the plugin so a test can run it on plain code.
 */
/** The few ESTree fields this walk reads (what Vite's `this.parse` returns). */
export interface EstreeNode {
    type: string;
    start: number;
    end: number;
    [key: string]: unknown;
}
/** The value of a literal expression, or DYNAMIC. */
export declare function staticValue(node: EstreeNode): unknown;
/**
 * `code` with each static `css(...)` call replaced by its class string. `isCssSource` tells which
 * import sources are the generated `css` module; only its `css` export (under any local name) is
 * rewritten. The replacement keeps the call's line count, so later lines keep their positions.
 */
export declare function evaluateStaticCssCalls(code: string, program: EstreeNode, css: (...styles: unknown[]) => string, isCssSource: (source: string) => boolean): string;
