export { useSingleFlight } from './use-single-flight';
