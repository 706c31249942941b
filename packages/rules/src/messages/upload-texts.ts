/** Texts of the file upload control. */
export const UPLOAD_TEXTS = {
  /** Before the choose button in the drop zone. */
  dropHint: 'Drag a file here or',
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  dropzone: 'dropzone',
  remove: 'Remove',
  /** Accessible name of a file's remove button. */
  removeFile: 'Remove {name}',
} as const;
