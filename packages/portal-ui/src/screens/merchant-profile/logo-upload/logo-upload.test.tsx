import { LOGO_MESSAGES, MERCHANT_PROFILE_FORM_TEXTS as T } from '@lego-portal/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { logoSource, readLogoChoice, toBase64 } from './logo-file';
import { LogoUpload } from './logo-upload';
import { STORED_LOGO, base64Of, fileOf, jpegBytes, merchantWithLogo, pngBytes } from './test-kit/logo-images';

function setup(mode: 'view' | 'update', logo?: typeof STORED_LOGO, extra?: ReactNode) {
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  const user = userEvent.setup();
  const view = render(
    <MerchantFormHarness loaded={merchantWithLogo(logo)} onValid={onValid}>
      <LogoUpload mode={mode} />
      {extra}
    </MerchantFormHarness>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]');
  const choose = (...files: File[]) => user.upload(input as HTMLInputElement, files);
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    return onValid.mock.lastCall?.[0].merchantInfo;
  };
  return { user, choose, submit, onValid };
}

const chooseButton = () => screen.getByRole('button', { name: `${T.merchantLogo} Choose file` });
const preview = () => screen.queryByRole('img', { name: T.logoPreview });

describe('LogoUpload in update mode', () => {
  it('keeps a square PNG as base64 with its name, and previews it', async () => {
    const bytes = pngBytes(64, 64);
    const { choose, submit } = setup('update');
    expect(preview()).not.toBeInTheDocument();
    expect(chooseButton()).toHaveAccessibleDescription(T.logoHint);
    await choose(fileOf(bytes, 'logo.png'));
    await waitFor(() => expect(preview()).toHaveAttribute('src', `data:image/png;base64,${base64Of(bytes)}`));
    expect(screen.getByText('logo.png')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await submit()).toMatchObject({ merchantLogo: base64Of(bytes), merchantLogoFileName: 'logo.png' });
  });

  it('previews a JPEG as a JPEG, by its content', async () => {
    const bytes = jpegBytes(300, 300);
    const { choose } = setup('update');
    await choose(fileOf(bytes, 'logo.jpeg'));
    await waitFor(() => expect(preview()).toHaveAttribute('src', `data:image/jpeg;base64,${base64Of(bytes)}`));
  });

  it.each([
    ['two files', [fileOf(pngBytes(8, 8), 'a.png'), fileOf(pngBytes(8, 8), 'b.png')], LOGO_MESSAGES.onlyOneImage],
    ['307201 bytes', [fileOf(pngBytes(64, 64, 307201), 'big.png')], LOGO_MESSAGES.tooLarge],
    ['a text file named logo.png', [fileOf('just some text, not an image', 'logo.png')], LOGO_MESSAGES.format],
    ['a 200 x 199 PNG', [fileOf(pngBytes(200, 199), 'logo.png')], LOGO_MESSAGES.notSquare],
  ])('refuses %s under the field and keeps the logo stored before', async (_name, files, message) => {
    const { choose, submit } = setup('update', STORED_LOGO);
    await choose(...files);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(chooseButton()).toHaveAttribute('aria-invalid', 'true');
    expect(chooseButton()).toHaveAccessibleDescription(`${T.logoHint} ${message}`);
    expect(preview()).toHaveAttribute('src', `data:image/png;base64,${STORED_LOGO.base64}`);
    expect(await submit()).toMatchObject({ merchantLogo: STORED_LOGO.base64, merchantLogoFileName: STORED_LOGO.fileName });
    // The submit does not judge the logo; the message stays until the next choice.
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('clears the message when a valid file follows a refused one', async () => {
    const { choose } = setup('update');
    await choose(fileOf(pngBytes(20, 10), 'wide.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_MESSAGES.notSquare);
    await choose(fileOf(pngBytes(20, 20), 'square.png'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(chooseButton()).not.toHaveAttribute('aria-invalid');
    expect(preview()).toBeInTheDocument();
  });

  it('removes the logo from the keyboard and goes back to Choose file', async () => {
    const { user, submit } = setup('update', STORED_LOGO);
    screen.getByRole('button', { name: `Remove ${STORED_LOGO.fileName}` }).focus();
    await user.keyboard('{Enter}');
    expect(preview()).not.toBeInTheDocument();
    expect(chooseButton()).toHaveFocus();
    expect(await submit()).toMatchObject({ merchantLogo: '', merchantLogoFileName: '' });
  });

  it('shows an error the screen sets on the field, and focusing the field focuses Choose file', async () => {
    function ServerRefusal() {
      const { setError, setFocus } = useFormContext<MerchantProfileFormValues>();
      const refuse = () => {
        setError('merchantInfo.merchantLogo', { type: 'server', message: 'The file is not an image' });
        setFocus('merchantInfo.merchantLogo');
      };
      return (
        <button type="button" onClick={refuse}>
          Refuse
        </button>
      );
    }
    const { user } = setup('update', undefined, <ServerRefusal />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not an image');
    expect(chooseButton()).toHaveFocus();
  });
});

describe('LogoUpload in view mode', () => {
  it('shows the stored logo, nothing to change', () => {
    setup('view', STORED_LOGO);
    expect(screen.getByRole('img', { name: T.merchantLogo })).toHaveAttribute('src', `data:image/png;base64,${STORED_LOGO.base64}`);
    expect(screen.queryByRole('button', { name: /Choose file/ })).not.toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
  });

  it("says 'No logo uploaded' without one", () => {
    setup('view');
    expect(screen.getByText(T.merchantLogo)).toBeVisible();
    expect(screen.getByText(T.noLogo)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('logo bytes', () => {
  it('encodes large files in pieces, the same as one character at a time', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) % 256);
    expect(toBase64(bytes)).toBe(base64Of(bytes));
    expect(toBase64(new Uint8Array(0))).toBe('');
  });

  it('reads no more of a file than the size rule needs', async () => {
    const file = fileOf(pngBytes(64, 64, 2_000_000), 'huge.png');
    const slice = vi.spyOn(file, 'slice');
    expect(await readLogoChoice([file])).toEqual({ ok: false, error: { type: 'logo.tooLarge', message: LOGO_MESSAGES.tooLarge } });
    expect(slice).toHaveBeenCalledWith(0, 307201);
  });

  it('refuses a file that can no longer be read as not an image', async () => {
    const gone = Object.assign(fileOf(pngBytes(8, 8), 'gone.png'), { slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) });
    expect(await readLogoChoice([gone])).toEqual({ ok: false, error: { type: 'logo.format', message: LOGO_MESSAGES.format } });
  });

  it('offers what is not a PNG or JPEG as PNG', () => {
    expect(logoSource('@@not base64@@')).toBe('data:image/png;base64,@@not base64@@');
    expect(logoSource(base64Of(jpegBytes(1, 1)))).toMatch(/^data:image\/jpeg;base64,/);
  });
});
