import type { components, operations, paths } from './generated/schema';

/** Every schema of the lego-* contract by name, e.g. `Schemas['UserProfile']`. */
export type Schemas = components['schemas'];

export type { components, operations, paths };
