/**
 * Image bytes for the logo upload's tests and stories. The PNGs are real images (stored, not
 * compressed, deflate blocks), so a story's preview shows a picture and not a broken image; the
 * JPEG is only a header (enough for the rules, not for a browser to draw).
 */
import type { MerchantProfileLoaded } from '../../merchant-profile-values';
import { apiMerchant } from '../../test-kit/merchant-fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const uint32 = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...Array.from(type, (ch) => ch.charCodeAt(0)), ...data]);
  return [...uint32(data.length), ...typed, ...uint32(crc32(typed))];
}

/** A zlib stream of `raw` in stored blocks (at most 65535 bytes each). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const block = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 255, block.length >> 8, ~block.length & 255, (~block.length >> 8) & 255, ...block);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  out.push(...uint32(((b << 16) | a) >>> 0));
  return new Uint8Array(out);
}

/**
 * A real RGB PNG of `width` x `height`: a teal square with a white frame, padded with zeros after
 * its end to `totalBytes` when given (browsers still draw it; the size rule sees the padding).
 */
export function pngBytes(width: number, height: number, totalBytes = 0): Uint8Array {
  const header = new Uint8Array([...uint32(width), ...uint32(height), 8, 2, 0, 0, 0]);
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const frame = x < width / 8 || y < height / 8 || x >= width - width / 8 || y >= height - height / 8;
      raw.set(frame ? [255, 255, 255] : [0, 122, 122], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const image = [...signature, ...chunk('IHDR', header), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array(0))];
  const bytes = new Uint8Array(Math.max(totalBytes, image.length));
  bytes.set(image);
  return bytes;
}

/** A JPEG header (APP0, then a baseline frame) of the given size, padded to `totalBytes`. */
export function jpegBytes(width: number, height: number, totalBytes = 64): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const bytes = new Uint8Array(Math.max(totalBytes, head.length + frame.length));
  bytes.set([...head, ...frame]);
  return bytes;
}

/** A chosen file of `bytes`; the type is what a browser would guess from the name. */
export function fileOf(bytes: Uint8Array | string, name: string): File {
  const type = /\.png$/i.test(name) ? 'image/png' : /\.jpe?g$/i.test(name) ? 'image/jpeg' : 'text/plain';
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

/** Base64 of bytes, as the API stores a logo (test side: no need to be fast). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The API merchant with a stored logo (or without one when `logo` is absent). */
export function merchantWithLogo(logo?: { base64: string; fileName: string }): MerchantProfileLoaded {
  const loaded = apiMerchant();
  const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo;
  if (logo && info) {
    info.merchantLogo = logo.base64;
    info.merchantLogoFileName = logo.fileName;
  }
  return loaded;
}

/** A 64 x 64 PNG stored as the merchant's logo. */
export const STORED_LOGO = { base64: base64Of(pngBytes(64, 64)), fileName: 'cp-insurance.png' };
