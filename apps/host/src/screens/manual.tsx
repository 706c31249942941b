export { ManualScreen as default } from '@lego-portal/portal-ui';
