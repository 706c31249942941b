export { IntegrationInfoCard } from './integration-info-card';
export type { IntegrationInfoCardProps } from './integration-info-card';
