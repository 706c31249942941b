export { ContactScreen as default } from '@lego-portal/portal-ui';
