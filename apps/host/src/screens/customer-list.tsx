export { CustomerListScreen as default } from '@lego-portal/portal-ui';
