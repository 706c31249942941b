/**
 * Class of the element every portal screen renders under (and of each layer portalled to the
 * body). The scoped reset, the base typography and the isolation rule all hang on it.
 */
export const PORTAL_ROOT_CLASS = 'lp-root';
