export { UserListScreen as default } from '@lego-portal/portal-ui';
