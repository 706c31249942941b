// Internal to the features: what every feature component is built on.
export { FeatureOutlet } from './feature-outlet';
export type { FeatureOutletProps } from './feature-outlet';
export { featurePath, parentPath, resolveFeature, segmentsUnder } from './feature-routes';
export type { FeatureOutcome, FeatureRedirect, FeatureRoute, FeatureScreenRoute } from './feature-routes';
