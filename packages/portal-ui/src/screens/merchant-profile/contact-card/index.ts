export { ContactCard } from './contact-card';
export type { ContactCardProps } from './contact-card';
