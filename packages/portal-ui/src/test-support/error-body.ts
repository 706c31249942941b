import type { Schemas } from '@lego-portal/api-client';

/** An error body in the contract's shared shape. */
export function errorBody(description: string, code = 'ERROR'): Schemas['ErrorResponse'] {
  return { validationMessages: [{ code, message: description, description }] };
}
