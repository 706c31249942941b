/** The key every lego-* query starts with (`legoKeys.all()`). */
export const rootKey = () => ['lego'] as const;
