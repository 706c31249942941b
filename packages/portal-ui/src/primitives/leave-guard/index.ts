export { LeaveGuard } from './leave-guard';
export type { LeaveGuardProps } from './leave-guard';
