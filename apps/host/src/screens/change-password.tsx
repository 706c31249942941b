export { ChangePasswordScreen as default } from '@lego-portal/portal-ui';
