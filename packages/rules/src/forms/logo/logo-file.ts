/**
 * Merchant logo upload (spec section 5): exactly one image, at most 307200 bytes, a PNG or JPEG
 * by content whose name (.png, .jpg or .jpeg) and declared media type say the same format,
 * square, and at most 2048x2048 pixels. One message at a time, under the field.
 */
import { LIMITS } from '../../constants';
import { LOGO_MESSAGES as M } from '../../messages/logo-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, toResult } from '../../core/validation';
import { asArray, asRecord } from '../../core/values';
import type { ImageInfo } from './image-info';
import { readImageInfo } from './image-info';

/** One chosen file: its name and bytes (read from a `File` with `arrayBuffer()`, or a decoded upload). */
export interface LogoCandidate {
  name: string;
  bytes: Uint8Array;
  /**
   * The media type the sender declares (a `File`'s `type`, a data URL's `image/png`); when given
   * it must name the format the bytes are. Empty or left out: not declared.
   */
  type?: string;
}

/** Values of the logo field. */
export interface LogoFileInput {
  files: readonly LogoCandidate[];
}

/** Largest logo, in bytes (300KB). */
export const LOGO_MAX_BYTES = LIMITS.logoMaxBytes;

/** File name endings accepted besides the content check. */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/**
 * Largest width and height, in pixels. Ours (the spec names none): the size cap alone lets a
 * 50 kB PNG declare 20000x20000 pixels, which a browser or image library decodes into 1.6 GB.
 */
export const LOGO_MAX_DIMENSION = LIMITS.logoMaxDimension;

/** The format each accepted name ending and media type stands for. */
const FORMAT_OF_EXTENSION: Readonly<Record<string, ImageInfo['format']>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };
const FORMAT_OF_TYPE: Readonly<Record<string, ImageInfo['format']>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  // Older browsers and tools name JPEGs so.
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
};

/** Fields of the form. */
export const LOGO_FIELDS = ['files'] as const;

const bytesOf = (file: unknown): Uint8Array => {
  const bytes = asRecord(file).bytes;
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(0);
};

/**
 * Whether the name's ending and the declared type (if any) both say the format the bytes are:
 * JPEG bytes named logo.png, or sent as `data:image/png`, are not what they claim.
 */
const claimsMatch = (file: unknown, format: ImageInfo['format']): boolean => {
  const { name, type } = asRecord(file);
  const extension = typeof name === 'string' ? /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() : undefined;
  if (extension === undefined || FORMAT_OF_EXTENSION[extension] !== format) return false;
  if (type === undefined || type === null || type === '') return true;
  return typeof type === 'string' && FORMAT_OF_TYPE[type.trim().toLowerCase()] === format;
};

/** Issues of the chosen files (any input; never throws). */
export function logoFileIssues(input: unknown): Issue[] {
  const files = asArray(asRecord(input).files);
  const bytes = bytesOf(files[0]);
  const info = () => readImageInfo(bytes) as ImageInfo; // read only once the format rule passed
  return fieldRules<null>('files', [
    rule('logo.onlyOneImage', M.onlyOneImage, () => files.length !== 1),
    rule('logo.tooLarge', M.tooLarge, () => bytes.length > LOGO_MAX_BYTES),
    rule('logo.format', M.format, () => {
      const read = readImageInfo(bytes);
      return read === null || !claimsMatch(files[0], read.format);
    }),
    rule('logo.notSquare', M.notSquare, () => info().width === 0 || info().width !== info().height),
    rule('logo.tooManyPixels', M.tooManyPixels, () => info().width > LOGO_MAX_DIMENSION),
  ])(null);
}

/** Validates the logo upload. */
export function validateLogoFile(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(logoFileIssues(input), options);
}
