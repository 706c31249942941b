export { Announcer, useAnnouncement } from './announcer';
export type { Announcement } from './announcer';
