/** Where things are, for the end-to-end harness (Playwright's config, setup and fixtures). */
import { fileURLToPath } from 'node:url';

/** apps/host/ */
export const HOST_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The production build the tests run against. */
export const DIST_DIR = `${HOST_DIR}dist`;
/** Demo sign-ins and what each should show. */
export const DEMO_ACCOUNTS_FILE = `${REPO_ROOT}apps/sandbox/demo-accounts.json`;

