/**
 * Builds a yup object schema from a plain validator, so react-hook-form (through
 * `yupResolver` of @hookform/resolvers) reports exactly what the plain validator reports: same
 * fields, same texts, same order. Only the `*-schema.ts` modules import this file, which keeps
 * yup out of bundles that use plain validators only.
 */
import { mixed, object, ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Issue, ValidateOptions } from './validation';
import { toResult } from './validation';

/**
 * A yup schema whose single object-level test runs `issuesOf` and turns each issue into a
 * `ValidationError` at the issue's path (`type` is the message key).
 * `fields` declares the top-level fields so yup knows the shape; values (null included) pass
 * through uncast, so only the shared rules decide.
 */
export function buildYupSchema<T extends AnyObject>(
  name: string,
  fields: readonly string[],
  issuesOf: (values: unknown) => Issue[],
  options?: ValidateOptions,
): ObjectSchema<T> {
  const shape = Object.fromEntries(fields.map((field) => [field, mixed().nullable()]));
  return object(shape).test({
    name,
    test(values, context) {
      const { errors } = toResult(issuesOf(values), options);
      if (errors.length === 0) return true;
      return new ValidationError(
        errors.map((error) => context.createError({ path: error.field, message: error.message, type: error.code })),
      );
    },
  }) as unknown as ObjectSchema<T>;
}
