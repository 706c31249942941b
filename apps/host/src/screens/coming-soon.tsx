// One chunk for every route whose screen comes in a later release (today only the unregistered
// customer create, which no path reaches): it says so plainly, with the route's title.
export { ComingSoonScreen as default } from '@lego-portal/portal-ui';
