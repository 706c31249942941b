export { FormActionBar, keepAboveBar, type FormActionBarProps } from './form-action-bar';
