export { FormAlert } from './form-alert';
export type { FormAlertProps } from './form-alert';
