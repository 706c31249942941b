/**
 * The one query-key factory of the lego-* API. Keys nest from the broad to the narrow, so a
 * mutation can invalidate a whole area (`legoKeys.users.all()`) or one record.
 *
 * Each area lives in its own module: a bundler places whole modules in chunks, so the sign-in
 * calls, which need the users' and the merchant's keys, import those two areas and the login page
 * loads no others.
 */
import { customerKeys } from './customers';
import { merchantKeys } from './merchant';
import { reportKeys } from './reports';
import { rootKey } from './root';
import { userKeys } from './users';

export const legoKeys = {
  all: rootKey,
  users: userKeys,
  customers: customerKeys,
  merchant: merchantKeys,
  reports: reportKeys,
} as const;
