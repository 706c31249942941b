export { AuthorizationCheckboxes } from './authorization-checkboxes';
export type { AuthorizationCheckboxesHandle, AuthorizationCheckboxesProps } from './authorization-checkboxes';
