import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { LogoUpload } from './logo-upload';
import { STORED_LOGO, base64Of, fileOf, merchantWithLogo, pngBytes } from './test-kit/logo-images';

interface LogoStoryArgs {
  mode: 'view' | 'update';
  /** The logo the merchant has stored; none when absent. */
  logo?: typeof STORED_LOGO;
  onValid: (values: MerchantProfileFormValues) => void;
}

const meta = {
  title: 'Screens/MerchantProfile/LogoUpload',
  args: { mode: 'update', onValid: fn() },
  render: ({ mode, logo, onValid }) => (
    <div style={{ maxWidth: '32rem' }}>
      <MerchantFormHarness loaded={merchantWithLogo(logo)} onValid={onValid}>
        <LogoUpload mode={mode} />
      </MerchantFormHarness>
    </div>
  ),
} satisfies Meta<LogoStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
const chooseButtonName = (t: StoryTexts) => `${t('merchantProfileForm.merchantLogo')} ${t('upload.chooseFile')}`;
const storedSource = `data:image/png;base64,${STORED_LOGO.base64}`;

/** Chooses `files` through the input, then checks the message under the field and that the stored logo stayed. */
const refuses = (files: () => File[], key: Parameters<StoryTexts>[0]): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.upload(fileInput(canvasElement), files());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t(key));
    const choose = canvas.getByRole('button', { name: chooseButtonName(t) });
    await expect(choose).toHaveAttribute('aria-invalid', 'true');
    await expect(choose).toHaveAccessibleDescription(`${t('merchantProfileForm.logoHint')} ${t(key)}`);
    await expect(canvas.getByRole('img', { name: t('merchantProfileForm.logoPreview') })).toHaveAttribute('src', storedSource);
  };

/** The stored logo, read only. */
export const ViewWithLogo: Story = {
  args: { mode: 'view', logo: STORED_LOGO },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('img', { name: t('merchantProfileForm.merchantLogo') })).toHaveAttribute('src', storedSource);
    await expect(canvas.queryByRole('button', { name: chooseButtonName(t) })).not.toBeInTheDocument();
  },
};

/** No logo stored: said so, nothing to change. */
export const ViewWithoutLogo: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByText(t('merchantProfileForm.noLogo'))).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** No logo yet: a square PNG chosen is previewed and submitted as base64 with its name. */
export const UpdateEmpty: Story = {
  args: { mode: 'update', onValid: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('button', { name: chooseButtonName(t) })).toHaveAccessibleDescription(t('merchantProfileForm.logoHint'));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const bytes = pngBytes(96, 96);
    await userEvent.upload(fileInput(canvasElement), fileOf(bytes, 'new-logo.png'));
    const preview = await canvas.findByRole('img', { name: t('merchantProfileForm.logoPreview') });
    await expect(preview).toHaveAttribute('src', `data:image/png;base64,${base64Of(bytes)}`);
    await expect(canvas.getByText('new-logo.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        expect.objectContaining({ merchantInfo: expect.objectContaining({ merchantLogo: base64Of(bytes), merchantLogoFileName: 'new-logo.png' }) }),
      ),
    );
  },
};

/** The stored logo previewed, with its name and a Remove button. */
export const UpdateWithPreview: Story = {
  args: { mode: 'update', logo: STORED_LOGO },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('img', { name: t('merchantProfileForm.logoPreview') })).toHaveAttribute('src', storedSource);
    await expect(canvas.getByText(STORED_LOGO.fileName)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('upload.removeFile', { name: STORED_LOGO.fileName }) })).toHaveTextContent(t('upload.remove'));
  },
};

/** Remove, from the keyboard: the preview goes, focus goes back to Choose file, and the form submits no logo. */
export const RemoveLogo: Story = {
  args: { mode: 'update', logo: STORED_LOGO, onValid: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    canvas.getByRole('button', { name: t('upload.removeFile', { name: STORED_LOGO.fileName }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: chooseButtonName(t) })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(expect.objectContaining({ merchantInfo: expect.objectContaining({ merchantLogo: '', merchantLogoFileName: '' }) })),
    );
  },
};

/** Two files at once: 'Please select only 1 image'. */
export const OnlyOneImage: Story = {
  args: { mode: 'update', logo: STORED_LOGO },
  play: refuses(() => [fileOf(pngBytes(32, 32), 'first.png'), fileOf(pngBytes(32, 32), 'second.png')], 'logo.onlyOneImage'),
};

/** 307201 bytes, one past 300KB. */
export const TooLarge: Story = {
  args: { mode: 'update', logo: STORED_LOGO },
  play: refuses(() => [fileOf(pngBytes(32, 32, 307201), 'large.png')], 'logo.tooLarge'),
};

/** A text file renamed logo.png: judged by its content, not its name. */
export const NotAnImage: Story = {
  args: { mode: 'update', logo: STORED_LOGO },
  play: refuses(() => [fileOf('merchantId,accountNo\n1000000001,1234500001\n', 'logo.png')], 'logo.format'),
};

/** A 200 x 199 PNG. */
export const NotSquare: Story = {
  args: { mode: 'update', logo: STORED_LOGO },
  play: refuses(() => [fileOf(pngBytes(200, 199), 'banner.png')], 'logo.notSquare'),
};
