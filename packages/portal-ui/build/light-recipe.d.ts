/** What a generated recipe exports (the fields read here). */
export interface RuntimeRecipe {
    (props?: Record<string, unknown>): string | Record<string, string>;
    __recipe__: boolean;
    __name__: string;
    variantKeys: string[];
    variantMap: Record<string, string[]>;
    getVariantProps: (props?: Record<string, unknown>) => Record<string, unknown>;
}
/**
 * The source of a light module exporting `exportName` with the runtime recipe's class names and
 * fields (`variantKeys`, `variantMap`, `getVariantProps`, `splitVariantProps`, `raw`; not
 * `merge`, which nothing in portal-ui calls). The recipe is read from the runtime module itself.
 */
export declare function lightRecipeModule(exportName: string, recipe: RuntimeRecipe): string;
