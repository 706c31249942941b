/** Seed sizes of the test database: enough for every status, mode and filter, small enough to be quick. */
export const TEST_TRANSACTIONS = 6000;
export const TEST_REGISTRATIONS = 2000;
