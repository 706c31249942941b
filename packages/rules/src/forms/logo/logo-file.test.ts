import { describe, expect, it } from 'vitest';
import { jpeg, pairs, png, yupErrors } from '../../../test/helpers';
import { detectImageFormat, readImageInfo } from './image-info';
import { LOGO_MAX_BYTES, LOGO_MAX_DIMENSION, validateLogoFile } from './logo-file';
import { logoFileSchema } from './logo-file-schema';

const messageOf = (files: unknown) => validateLogoFile({ files }).errors.map((e) => e.message);

describe('readImageInfo', () => {
  it('reads PNG width and height from IHDR', () => {
    expect(readImageInfo(png(120, 80))).toEqual({ format: 'png', width: 120, height: 80 });
  });

  it.each([0xc0, 0xc1, 0xc2, 0xcf])('reads JPEG width and height from SOF marker %i', (marker) => {
    expect(readImageInfo(jpeg(640, 480, 64, marker))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('skips fill bytes, restart markers and other segments before the frame', () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xd0, 0xff, 0x01, 0xff, 0xc4, 0, 2, 0xff, 0xc0, 0, 17, 8, 0, 10, 0, 10, 3]);
    expect(readImageInfo(bytes)).toEqual({ format: 'jpeg', width: 10, height: 10 });
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['a GIF', new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])],
    ['a PNG cut before IHDR', png(1, 1).subarray(0, 20)],
    ['a PNG without IHDR first', (() => { const b = png(1, 1); b[12] = 0x41; return b; })()],
    ['a JPEG with no frame before the scan', new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0])],
    ['a JPEG with a broken marker', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x00, 0x00, 0, 0])],
    ['a JPEG with a bad segment length', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0])],
    ['a JPEG cut inside the frame', new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0])],
    ['a JPEG cut before any frame', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
  ])('gives null for %s', (_name, bytes) => {
    expect(readImageInfo(bytes)).toBeNull();
  });

  it('detects formats by magic bytes', () => {
    expect(detectImageFormat(png(1, 1))).toBe('png');
    expect(detectImageFormat(jpeg(1, 1))).toBe('jpeg');
    expect(detectImageFormat(new TextEncoder().encode('hello.png'))).toBeNull();
  });
});

describe('validateLogoFile', () => {
  it('accepts one square PNG or JPEG', () => {
    expect(validateLogoFile({ files: [{ name: 'logo.PNG', bytes: png(200, 200) }] }).ok).toBe(true);
    expect(validateLogoFile({ files: [{ name: 'logo.jpeg', bytes: jpeg(300, 300) }] }).ok).toBe(true);
    expect(validateLogoFile({ files: [{ name: 'logo.jpg', bytes: jpeg(300, 300) }] }).ok).toBe(true);
  });

  it.each([0, 2])('needs exactly one image (%i given)', (count) => {
    const files = Array.from({ length: count }, () => ({ name: 'a.png', bytes: png(10, 10) }));
    expect(messageOf(files)).toEqual(['Please select only 1 image']);
  });

  it.each([
    [LOGO_MAX_BYTES, []],
    [LOGO_MAX_BYTES + 1, ['Merchant logo must not exceed 300KB']],
  ])('a file of %i bytes', (size, messages) => {
    expect(size === 307200 || size === 307201).toBe(true);
    expect(messageOf([{ name: 'logo.png', bytes: png(64, 64, size) }])).toEqual(messages);
  });

  it('judges the format by content, not only by name', () => {
    expect(messageOf([{ name: 'logo.png', bytes: new TextEncoder().encode('GIF89a not a png') }])).toEqual([
      'Merchant logo must be in format of PNG or JPG',
    ]);
    expect(messageOf([{ name: 'logo.gif', bytes: png(10, 10) }])).toEqual(['Merchant logo must be in format of PNG or JPG']);
    expect(messageOf([{ name: 42, bytes: png(10, 10) }])).toEqual(['Merchant logo must be in format of PNG or JPG']);
    expect(messageOf([{ name: 'logo.png' }])).toEqual(['Merchant logo must be in format of PNG or JPG']);
  });

  it('refuses bytes of one format that claim the other, by name or by declared type', () => {
    const format = ['Merchant logo must be in format of PNG or JPG'];
    expect(messageOf([{ name: 'logo.png', bytes: jpeg(64, 64) }])).toEqual(format);
    expect(messageOf([{ name: 'logo.jpg', bytes: png(64, 64) }])).toEqual(format);
    expect(messageOf([{ name: 'logo.jpg', bytes: jpeg(64, 64), type: 'image/png' }])).toEqual(format);
    expect(messageOf([{ name: 'logo.png', bytes: png(64, 64), type: 'image/gif' }])).toEqual(format);
    expect(messageOf([{ name: 'logo.png.exe', bytes: png(64, 64) }])).toEqual(format);
    expect(messageOf([{ name: 'logo.JPEG', bytes: jpeg(64, 64), type: 'image/jpeg' }])).toEqual([]);
    expect(messageOf([{ name: 'logo.jpg', bytes: jpeg(64, 64), type: 'image/pjpeg' }])).toEqual([]);
    expect(messageOf([{ name: 'logo.png', bytes: png(64, 64), type: '' }])).toEqual([]);
  });

  it('caps the pixel size, so a small file cannot declare a huge image', () => {
    expect(LOGO_MAX_DIMENSION).toBe(2048);
    expect(messageOf([{ name: 'logo.png', bytes: png(2048, 2048) }])).toEqual([]);
    expect(messageOf([{ name: 'logo.png', bytes: png(2049, 2049) }])).toEqual(['Merchant logo must not exceed 2048x2048 pixels']);
    expect(messageOf([{ name: 'logo.jpg', bytes: jpeg(20000, 20000) }])).toEqual(['Merchant logo must not exceed 2048x2048 pixels']);
    // Not square is said first: one message at a time, the spec's before ours.
    expect(messageOf([{ name: 'logo.png', bytes: png(20000, 100) }])).toEqual(['Merchant logo must be square ratio']);
  });

  it('needs a square image', () => {
    expect(messageOf([{ name: 'logo.png', bytes: png(200, 199) }])).toEqual(['Merchant logo must be square ratio']);
    expect(messageOf([{ name: 'logo.jpg', bytes: jpeg(0, 0) }])).toEqual(['Merchant logo must be square ratio']);
    const wide = { files: [{ name: 'logo.jpg', bytes: jpeg(400, 300) }] };
    expect(yupErrors(logoFileSchema(), wide)).toEqual(pairs(validateLogoFile(wide)));
  });
});
