export { NotFoundScreen as default } from '@lego-portal/portal-ui';
