/**
 * From the files a person chose to the value the form keeps: read, judged by the rules (by content,
 * not by name), and encoded as base64 without a `data:` prefix, as the API stores a logo.
 */
import { LOGO_MAX_BYTES, detectImageFormat, validateLogoFile } from '@lego-portal/rules';
import type { FieldErrorLike } from '../../../texts/texts-context';

/** A chosen logo the rules accepted. */
export interface AcceptedLogo {
  ok: true;
  /** Base64 of the file, without a `data:` prefix. */
  base64: string;
  fileName: string;
}

/** A choice the rules refused: the message key as `type` and its English text, as a form error. */
export interface RefusedLogo {
  ok: false;
  error: Required<FieldErrorLike> & { type: string };
}

const NO_BYTES = new Uint8Array(0);

// 32K characters per call stays far below any engine's limit on a call's arguments.
const CHUNK = 0x8000;

/**
 * Base64 of `bytes`, built from 32K-character pieces: a 300KB logo takes a few milliseconds,
 * where adding one character at a time copies the growing string over and over.
 */
export function toBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    pieces.push(String.fromCharCode(...bytes.subarray(offset, offset + CHUNK)));
  }
  return btoa(pieces.join(''));
}

/**
 * The `src` of a stored logo: a `data:` URL whose type follows the bytes (a PNG or a JPEG), so a
 * JPEG saved under a .png name still shows as what it is. Unknown content is offered as PNG and
 * left to the browser, which draws nothing for bytes that are not an image.
 */
export function logoSource(base64: string): string {
  let format: ReturnType<typeof detectImageFormat> = null;
  try {
    // 16 characters decode to the 12 first bytes; the signatures need 8.
    format = detectImageFormat(Uint8Array.from(atob(base64.slice(0, 16)), (ch) => ch.charCodeAt(0)));
  } catch {
    // Not base64: shown as PNG, which the browser will not draw.
  }
  return `data:image/${format === 'jpeg' ? 'jpeg' : 'png'};base64,${base64}`;
}

/**
 * The first 300KB and one byte of `file`; no bytes when it cannot be read (moved or deleted since
 * it was chosen), which the rules then refuse as not a PNG or JPG.
 */
async function readStart(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, LOGO_MAX_BYTES + 1).arrayBuffer());
  } catch {
    return NO_BYTES;
  }
}

/**
 * Judges the chosen files with the rules' `validateLogoFile` and, when it accepts them, encodes
 * the one file. Only a single file is read, and never more than one byte past the limit: more
 * than one file is refused before any bytes matter, and a file of a gigabyte is known to be too
 * large from its first 300KB and one byte.
 */
export async function readLogoChoice(files: readonly File[]): Promise<AcceptedLogo | RefusedLogo> {
  const [only] = files;
  const bytes = files.length === 1 && only ? await readStart(only) : NO_BYTES;
  const result = validateLogoFile({ files: files.map((file) => ({ name: file.name, bytes: file === only ? bytes : NO_BYTES })) });
  const [error] = result.errors;
  if (error) return { ok: false, error: { type: error.code, message: error.message } };
  return { ok: true, base64: toBase64(bytes), fileName: only?.name ?? '' };
}
