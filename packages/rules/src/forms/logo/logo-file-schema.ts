import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { ValidateOptions } from '../../core/validation';
import type { LogoFileInput } from './logo-file';
import { LOGO_FIELDS, logoFileIssues } from './logo-file';

/** yup schema of the logo upload; reports exactly what `validateLogoFile` does. */
export function logoFileSchema(options?: ValidateOptions): ObjectSchema<LogoFileInput> {
  return buildYupSchema<LogoFileInput>('logoFile', LOGO_FIELDS, logoFileIssues, options);
}
