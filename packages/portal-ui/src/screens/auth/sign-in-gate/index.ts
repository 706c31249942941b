export { SignInGate } from './sign-in-gate';
export type { SignInGateProps } from './sign-in-gate';
