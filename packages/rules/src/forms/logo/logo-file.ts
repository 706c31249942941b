/**
 * Merchant logo upload (spec section 5): exactly one image, at most 307200 bytes, a PNG or JPEG
 * by content (and named .png, .jpg or .jpeg), square. One message at a time, under the field.
 */
import { LIMITS } from '../../constants';
import { LOGO_MESSAGES as M } from '../../messages/logo-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, toResult } from '../../core/validation';
import { asArray, asRecord } from '../../core/values';
import { readImageInfo } from './image-info';

/** One chosen file: its name and bytes (read from a `File` with `arrayBuffer()`, or a decoded upload). */
export interface LogoCandidate {
  name: string;
  bytes: Uint8Array;
}

/** Values of the logo field. */
export interface LogoFileInput {
  files: readonly LogoCandidate[];
}

/** Largest logo, in bytes (300KB). */
export const LOGO_MAX_BYTES = LIMITS.logoMaxBytes;

/** File name endings accepted besides the content check. */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** Fields of the form. */
export const LOGO_FIELDS = ['files'] as const;

const bytesOf = (file: unknown): Uint8Array => {
  const bytes = asRecord(file).bytes;
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(0);
};

const hasImageName = (file: unknown): boolean => {
  const name = asRecord(file).name;
  return typeof name === 'string' && /\.(png|jpe?g)$/i.test(name);
};

/** Issues of the chosen files (any input; never throws). */
export function logoFileIssues(input: unknown): Issue[] {
  const files = asArray(asRecord(input).files);
  const bytes = bytesOf(files[0]);
  const info = () => readImageInfo(bytes);
  return fieldRules<null>('files', [
    rule('logo.onlyOneImage', M.onlyOneImage, () => files.length !== 1),
    rule('logo.tooLarge', M.tooLarge, () => bytes.length > LOGO_MAX_BYTES),
    rule('logo.format', M.format, () => !hasImageName(files[0]) || info() === null),
    rule('logo.notSquare', M.notSquare, () => {
      const { width, height } = info() as { width: number; height: number };
      return width === 0 || width !== height;
    }),
  ])(null);
}

/** Validates the logo upload. */
export function validateLogoFile(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(logoFileIssues(input), options);
}
