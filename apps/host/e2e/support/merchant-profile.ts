/** The merchant profile screen as a person meets it: its form's parts, its saves, logo files. */
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page, Request } from '@playwright/test';
import { MERCHANT_PROFILE_UPDATE_PATH } from '@lego-portal/test-kit';
import { expect } from './fixtures';

/** A main-area region (a card or a card's section) by its heading. */
export const region = (page: Page, name: string): Locator => page.getByRole('main').getByRole('region', { name, exact: true });

/** A text field of the update form by its label, within `scope` (the whole page by default). */
export const textbox = (scope: Page | Locator, name: string): Locator => scope.getByRole('textbox', { name, exact: true });

/** The Update button of the update form. */
export const updateButton = (page: Page): Locator => page.getByRole('button', { name: 'Update', exact: true });

/** Resolves once the update form shows the stored profile. */
export async function expectUpdateForm(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Update Merchant Profile' })).toBeVisible();
  await expect(textbox(page, 'Tax ID')).toBeVisible();
}

/**
 * Every merchant profile save the page sends (PUT), as they leave the browser: a test that
 * expects a refusal asserts there was none, and one that saved restores from what was sent.
 */
export function watchProfileSaves(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === MERCHANT_PROFILE_UPDATE_PATH) sent.push(request);
  });
  return sent;
}

/**
 * Ticks or unticks the checkbox labelled `label` in `scope` by a click on its label, as a person
 * does, unless it already is as `checked` says.
 */
export async function setChecked(scope: Locator, label: string, checked: boolean): Promise<void> {
  const box = scope.getByRole('checkbox', { name: label, exact: true });
  if ((await box.isChecked()) !== checked) await scope.getByText(label, { exact: true }).click();
  await expect(box).toBeChecked({ checked });
}

/** Escapes `text` for use inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Asserts `field` is marked invalid and its description (the text under it) includes `message`. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(literal(message)));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real RGB PNG of `width` x `height` (one teal colour, so a browser draws it), padded with zeros
 * after its end to `padTo` bytes when given: browsers ignore the padding, the size rule does not.
 */
export function pngImage(width: number, height: number, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([0, 122, 122], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const image = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
  return padTo > image.length ? Buffer.concat([image, Buffer.alloc(padTo - image.length)]) : image;
}

/** A file as `setFiles` takes it. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Chooses `file` through the logo's Choose file button and the browser's file chooser. */
export async function chooseLogo(page: Page, file: ChosenFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Merchant Logo Choose file' }).click();
  await (await chooser).setFiles(file);
}
