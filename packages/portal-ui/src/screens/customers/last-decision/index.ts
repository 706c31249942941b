export { LastDecision } from './last-decision';
export type { CustomerDecision, LastDecisionProps } from './last-decision';
