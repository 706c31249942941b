import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { Sso250DateInput, Sso250Options } from './sso250-date';
import { SSO250_FIELDS, sso250DateIssues } from './sso250-date';

/**
 * yup schema of the report date; reports exactly what `validateSso250Date` does. Pass a clock
 * (`now: () => Date`) rather than a fixed `Date` for a schema that lives across midnight.
 */
export function sso250DateSchema(options?: Sso250Options): ObjectSchema<Sso250DateInput> {
  return buildYupSchema<Sso250DateInput>('sso250Date', SSO250_FIELDS, (v) => sso250DateIssues(v, options), options);
}
