import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { MERCHANT_PROFILE_FORM_TEXTS, UPLOAD_TEXTS, formatMessage } from '@lego-portal/rules';
import { useId, useMemo, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { css, cx } from '../../../../styled-system/css';
import { button, field as fieldRecipe, fileUpload } from '../../../../styled-system/recipes';
import { DetailList } from '../../../primitives/detail-list';
import type { FieldErrorLike } from '../../../texts/texts-context';
import { useErrorText, useLocale, useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { logoSource, readLogoChoice } from './logo-file';

/** Props of {@link LogoUpload}. */
export interface LogoUploadProps {
  /** `view`: the stored logo; `update`: choose, preview and remove it. */
  mode: 'view' | 'update';
}

const LOGO = 'merchantInfo.merchantLogo' as const;
const FILE_NAME = 'merchantInfo.merchantLogoFileName' as const;
const CHANGED = { shouldDirty: true, shouldTouch: true } as const;
// The native picker offers images first; the rules still judge every file by its content.
const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
// Ark holds no files: each choice is judged at once and only the logo value is kept.
const NO_FILES: File[] = [];

const styles = {
  image: css({ width: '6rem', height: '6rem', flexShrink: '0', objectFit: 'contain', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.default' }),
  preview: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', m: '0' }),
  fileName: css({ flex: '1', minWidth: '0', fontWeight: 'medium', overflowWrap: 'anywhere' }),
};

/**
 * The merchant's logo (spec section 5), in react-hook-form's context of the merchant profile:
 * `merchantInfo.merchantLogo` (base64 without a `data:` prefix, '' when none) and
 * `merchantInfo.merchantLogoFileName`. In `view` mode the stored logo or 'No logo uploaded'; in
 * `update` mode a drop zone and a Choose file button, a preview of the logo kept and a Remove
 * button.
 *
 * A choice is judged by the rules' `validateLogoFile` (one file, at most 300KB, a PNG or JPEG by
 * its content, square). A refused choice never reaches the value: the logo kept before stays, and
 * the message stays under the field until the next choice. It is also set as the field's form error
 * so the screen can tell; the resolver does not judge the logo, so a submit clears that error and
 * sends the logo kept, which is always one the rules accepted. An error the screen sets on the
 * field (e.g. the server refusing the file) shows in the same place, and focusing the field
 * (`setFocus`, or a failed submit while the field has an error) focuses the Choose file button.
 *
 * Built on Ark's FileUpload parts with the `fileUpload` recipe rather than on the `FileUpload`
 * primitive, which keeps Ark's list of chosen files, drops a choice of several files without
 * telling, and has no error text, description or focusable ref for a form.
 */
export function LogoUpload({ mode }: LogoUploadProps) {
  return mode === 'view' ? <LogoView /> : <LogoField />;
}

function LogoView() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const logo = useWatch<MerchantProfileFormValues, typeof LOGO>({ name: LOGO });
  const value = logo ? <img src={logoSource(logo)} alt={texts.merchantLogo} className={styles.image} /> : texts.noLogo;
  return <DetailList items={[{ id: LOGO, label: texts.merchantLogo, value }]} />;
}

function LogoField() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const uploadTexts = useTexts('upload', UPLOAD_TEXTS);
  const locale = useLocale();
  const errorText = useErrorText();
  const { control, setValue, setError, clearErrors, setFocus } = useFormContext<MerchantProfileFormValues>();
  const {
    field: { ref: focusRef, value: logo },
    fieldState,
  } = useController({ control, name: LOGO });
  const fileName = useWatch({ control, name: FILE_NAME });
  const [refusal, setRefusal] = useState<FieldErrorLike | null>(null);
  // Only the latest choice counts when an earlier one is still being read.
  const latestChoice = useRef(0);
  const id = useId();
  // Element ids, not texts.
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = errorText(refusal ?? fieldState.error);
  const translations = useMemo(() => ({ dropzone: uploadTexts.dropzone }), [uploadTexts]);
  const upload = fileUpload();
  const fieldStyles = fieldRecipe();

  const choose = async (files: File[]) => {
    const choice = (latestChoice.current += 1);
    setRefusal(null);
    const result = await readLogoChoice(files);
    if (choice !== latestChoice.current) return;
    if (!result.ok) {
      setRefusal(result.error);
      setError(LOGO, result.error);
      return;
    }
    clearErrors(LOGO);
    setValue(LOGO, result.base64, CHANGED);
    setValue(FILE_NAME, result.fileName, CHANGED);
  };

  const remove = () => {
    setValue(LOGO, '', CHANGED);
    setValue(FILE_NAME, '', CHANGED);
    // The Remove button goes away with the preview; the keyboard carries on from Choose file.
    setFocus(LOGO);
  };

  return (
    <ArkFileUpload.Root
      ids={{ label: labelId, trigger: triggerId }}
      locale={locale}
      translations={translations}
      className={upload.root}
      acceptedFiles={NO_FILES}
      // Several files are let through so the rules can say 'Please select only 1 image'.
      maxFiles={Number.POSITIVE_INFINITY}
      invalid={Boolean(message)}
      onFileAccept={({ files }) => void choose(files)}
    >
      <ArkFileUpload.Label className={upload.label}>{texts.merchantLogo}</ArkFileUpload.Label>
      <p id={hintId} className={cx(fieldStyles.helperText, css({ m: '0' }))}>
        {texts.logoHint}
      </p>
      <ArkFileUpload.Dropzone className={upload.dropzone} disableClick>
        <span>{uploadTexts.dropHint}</span>
        <ArkFileUpload.Trigger
          ref={focusRef}
          className={button({ variant: 'outline', size: 'sm' })}
          aria-labelledby={`${labelId} ${triggerId}`}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          aria-invalid={message ? true : undefined}
        >
          {uploadTexts.chooseFile}
        </ArkFileUpload.Trigger>
      </ArkFileUpload.Dropzone>
      {message ? (
        <p id={errorId} role="alert" className={cx(fieldStyles.errorText, css({ m: '0' }))}>
          {message}
        </p>
      ) : null}
      {logo ? (
        <figure className={cx(upload.item, styles.preview)}>
          <img src={logoSource(logo)} alt={texts.logoPreview} className={styles.image} />
          <figcaption className={styles.fileName}>{fileName}</figcaption>
          <button
            type="button"
            className={upload.itemDeleteTrigger}
            aria-label={formatMessage(uploadTexts.removeFile, { name: fileName || texts.merchantLogo })}
            onClick={remove}
          >
            {uploadTexts.remove}
          </button>
        </figure>
      ) : null}
      <ArkFileUpload.HiddenInput accept={ACCEPT} />
    </ArkFileUpload.Root>
  );
}
