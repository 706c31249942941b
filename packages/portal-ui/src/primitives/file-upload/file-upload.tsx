import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { UPLOAD_TEXTS, formatMessage } from '@lego-portal/rules';
import { useMemo, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { button, fileUpload } from '../../../styled-system/recipes';
import { useLocale, useTexts } from '../../texts/texts-context';

/** Props of {@link FileUpload}. */
export interface FileUploadProps {
  label: ReactNode;
  /** MIME types or extensions, e.g. `'.csv,text/csv'`. */
  accept?: string | string[];
  maxFiles?: number;
  /** Largest accepted file in bytes. */
  maxFileSize?: number;
  /** Called with the accepted files whenever the selection changes. */
  onFilesChange?: (files: File[]) => void;
  disabled?: boolean;
  name?: string;
  /** Text inside the drop zone, before the choose button; 'Drag a file here or' in the portal's language by default. */
  hint?: ReactNode;
}

/**
 * File picking by button or drag and drop on Ark FileUpload, with a removable list of files;
 * its own texts, and the files' sizes, in the portal's language.
 */
export function FileUpload({
  label,
  accept,
  maxFiles = 1,
  maxFileSize,
  onFilesChange,
  disabled,
  name,
  hint,
}: FileUploadProps) {
  const styles = fileUpload();
  const texts = useTexts('upload', UPLOAD_TEXTS);
  const locale = useLocale();
  const translations = useMemo(
    () => ({ dropzone: texts.dropzone, deleteFile: (file: File) => formatMessage(texts.removeFile, { name: file.name }) }),
    [texts],
  );
  return (
    <ArkFileUpload.Root
      locale={locale}
      translations={translations}
      className={styles.root}
      accept={accept}
      maxFiles={maxFiles}
      maxFileSize={maxFileSize}
      disabled={disabled}
      name={name}
      onFileChange={onFilesChange ? (details) => onFilesChange(details.acceptedFiles) : undefined}
    >
      <ArkFileUpload.Label className={styles.label}>{label}</ArkFileUpload.Label>
      <ArkFileUpload.Dropzone className={styles.dropzone} disableClick>
        <span>{hint ?? texts.dropHint}</span>
        <ArkFileUpload.Trigger className={cx(button({ variant: 'outline', size: 'sm' }))}>
          {maxFiles > 1 ? texts.chooseFiles : texts.chooseFile}
        </ArkFileUpload.Trigger>
      </ArkFileUpload.Dropzone>
      <ArkFileUpload.ItemGroup className={styles.itemGroup}>
        <ArkFileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <ArkFileUpload.Item key={`${file.name}-${file.size}`} file={file} className={styles.item}>
                <ArkFileUpload.ItemName className={styles.itemName} />
                <ArkFileUpload.ItemSizeText className={styles.itemSizeText} />
                {/* Named by Ark's `deleteFile` translation: 'Remove customers.csv'. */}
                <ArkFileUpload.ItemDeleteTrigger className={styles.itemDeleteTrigger}>{texts.remove}</ArkFileUpload.ItemDeleteTrigger>
              </ArkFileUpload.Item>
            ))
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}
