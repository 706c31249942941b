import { ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';

/** Errors a yup schema reports, in the plain validators' shape (what yupResolver turns into field errors). */
export function yupErrors(schema: ObjectSchema<AnyObject>, values: unknown): { field: string; message: string }[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => ({ field: inner.path ?? '', message: inner.message }));
  }
}

/** Field and message pairs of a plain result. */
export const pairs = (result: { errors: { field: string; message: string }[] }) =>
  result.errors.map(({ field, message }) => ({ field, message }));

/** A PNG header of the given size, padded with zeros to `totalBytes`. */
export function png(width: number, height: number, totalBytes = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(totalBytes, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment, then a start-of-frame `marker` of the given size, padded to `totalBytes`. */
export function jpeg(width: number, height: number, totalBytes = 64, marker = 0xc0): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, marker, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const bytes = new Uint8Array(Math.max(totalBytes, head.length + frame.length));
  bytes.set([...head, ...frame]);
  return bytes;
}
