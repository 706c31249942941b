export { HomeScreen as default } from '@lego-portal/portal-ui';
