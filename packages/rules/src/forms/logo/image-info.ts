/**
 * Reads the format and pixel size of a PNG or JPEG from its first bytes, so a logo is judged by
 * its content and not by its file name. Pure byte reading: works on a browser `File`'s
 * `arrayBuffer()` and on a server's request body alike.
 */

/** Format and size of an image. */
export interface ImageInfo {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Big-endian unsigned integer of `length` bytes at `offset` (bounds checked by callers). */
function readUint(bytes: Uint8Array, offset: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i += 1) value = value * 256 + (bytes[offset + i] as number);
  return value;
}

/** The image format by magic bytes, or null. */
export function detectImageFormat(bytes: Uint8Array): ImageInfo['format'] | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** PNG: the IHDR chunk must come first; width and height are its first two 32-bit fields. */
function readPng(bytes: Uint8Array): ImageInfo | null {
  const isIhdr = bytes.length >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  return isIhdr ? { format: 'png', width: readUint(bytes, 16, 4), height: readUint(bytes, 20, 4) } : null;
}

/**
 * JPEG: walks the marker segments up to the first start-of-frame (SOF0-SOF15 except DHT C4,
 * JPG C8 and DAC CC), whose payload holds precision, height, width.
 */
function readJpeg(bytes: Uint8Array): ImageInfo | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0-RST7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    const length = readUint(bytes, offset + 2, 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { format: 'jpeg', height: readUint(bytes, offset + 5, 2), width: readUint(bytes, offset + 7, 2) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** Format, width and height of a PNG or JPEG; null when the bytes are neither or are cut short. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const format = detectImageFormat(bytes);
  if (format === 'png') return readPng(bytes);
  if (format === 'jpeg') return readJpeg(bytes);
  return null;
}
