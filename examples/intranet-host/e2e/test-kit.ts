/**
 * The workspace's test kit (packages/test-kit: sign-ins, customers, merchant profile saves through
 * the sandbox's typed API), for set-up, oracle reads and clean-up. Like the sandbox and the
 * reference host of the global setup, it belongs to the test bed: the example's own code
 * (src/) imports nothing of the workspace.
 */
export * from '../../../packages/test-kit/src/index';
