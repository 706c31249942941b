export { UnauthorizedScreen as default } from '@lego-portal/portal-ui';
