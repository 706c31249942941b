import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import type { ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { button, fileUpload } from '../../../styled-system/recipes';

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
  /** Text inside the drop zone. */
  hint?: ReactNode;
}

/** File picking by button or drag and drop on Ark FileUpload, with a removable list of files. */
export function FileUpload({
  label,
  accept,
  maxFiles = 1,
  maxFileSize,
  onFilesChange,
  disabled,
  name,
  hint = 'Drag a file here or',
}: FileUploadProps) {
  const styles = fileUpload();
  return (
    <ArkFileUpload.Root
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
        <span>{hint}</span>
        <ArkFileUpload.Trigger className={cx(button({ variant: 'outline', size: 'sm' }))}>
          {maxFiles > 1 ? 'Choose files' : 'Choose file'}
        </ArkFileUpload.Trigger>
      </ArkFileUpload.Dropzone>
      <ArkFileUpload.ItemGroup className={styles.itemGroup}>
        <ArkFileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <ArkFileUpload.Item key={`${file.name}-${file.size}`} file={file} className={styles.item}>
                <ArkFileUpload.ItemName className={styles.itemName} />
                <ArkFileUpload.ItemSizeText className={styles.itemSizeText} />
                <ArkFileUpload.ItemDeleteTrigger className={styles.itemDeleteTrigger} aria-label={`Remove ${file.name}`}>
                  Remove
                </ArkFileUpload.ItemDeleteTrigger>
              </ArkFileUpload.Item>
            ))
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}
