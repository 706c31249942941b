export { FormIndex, type FormIndexItem, type FormIndexProps } from './form-index';
