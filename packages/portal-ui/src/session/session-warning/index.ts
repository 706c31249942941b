export { SessionWarningDialog } from './session-warning-dialog';
export type { SessionWarningDialogProps } from './session-warning-dialog';
