/**
 * The play functions of the reports' merchant filter stories (transaction and registration
 * report): the merchant's own user sees its merchant filled and fixed, staff a live filter.
 * Not part of the published package.
 */
import { expect, userEvent, within } from 'storybook/test';
import type { StoryTexts } from '../../../test-support/story-texts';
import { OWN_MERCHANT } from './report-users';

type Area = 'transactionReport' | 'registrationReport';

/** The merchant ID and name filters show demo_full's merchant, read-only: typing changes nothing. */
export async function expectFixedMerchant(canvasElement: HTMLElement, t: StoryTexts, area: Area) {
  const canvas = within(canvasElement);
  const id = await canvas.findByRole('textbox', { name: t(`${area}.merchantId`) });
  const name = canvas.getByRole('textbox', { name: t(`${area}.merchantName`) });
  await expect(id).toHaveValue(OWN_MERCHANT.merchantId);
  await expect(id).toHaveAttribute('readonly');
  await expect(name).toHaveValue(OWN_MERCHANT.merchantName);
  await expect(name).toHaveAttribute('readonly');
  await userEvent.type(id, '9');
  await expect(id).toHaveValue(OWN_MERCHANT.merchantId);
}

/** The merchant ID and name filters are empty and editable: staff search across merchants. */
export async function expectLiveMerchant(canvasElement: HTMLElement, t: StoryTexts, area: Area) {
  const canvas = within(canvasElement);
  const id = await canvas.findByRole('textbox', { name: t(`${area}.merchantId`) });
  await expect(id).toHaveValue('');
  await expect(id).not.toHaveAttribute('readonly');
  await expect(canvas.getByRole('textbox', { name: t(`${area}.merchantName`) })).not.toHaveAttribute('readonly');
  await userEvent.type(id, '1000000002');
  await expect(id).toHaveValue('1000000002');
}
