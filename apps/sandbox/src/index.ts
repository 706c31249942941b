/**
 * @lego-portal/sandbox: a reference implementation of the lego-* API for development, demos and
 * tests (not the bank's production backend). See README.md.
 */
export type { RunningSandbox, Sandbox, SandboxOptions } from './sandbox';
export { createSandbox, startSandbox } from './sandbox';
export type { DemoAccount } from './seed/demo-accounts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from './seed/demo-accounts';
export { latestTemporaryPassword, readOutbox } from './store/outbox';
export type { Clock } from './clock';
