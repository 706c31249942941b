// The frame (header with its user menu, side menu, footer) is its own chunk: the sign-in page
// never shows it, and its menu and popover code would otherwise weigh on the login's first load.
export { PortalFrame as default } from '@lego-portal/portal-ui';
