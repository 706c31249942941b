export { AuthorizationSummary } from './authorization-summary';
export type { AuthorizationSummaryProps } from './authorization-summary';
