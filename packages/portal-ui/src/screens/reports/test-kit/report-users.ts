/**
 * Who reads the reports in their stories and tests: bank staff with BANK_REPORT, who search
 * across merchants with the merchant ID and name filters live, against the merchant's own user
 * (`demo_full`, the harness's default), whose filters show its own merchant, fixed. Not part of
 * the published package.
 */
import { STAFF_ROLES } from '@lego-portal/rules';
import type { SessionUser } from '../../../session/session-types';

/**
 * A staff member who reads every report (the sandbox's `staff_reporter`): no merchant of its own.
 * Component tests that render as this user sign `staff_reporter` in for the sandbox's answers.
 */
export const REPORT_STAFF_USER: SessionUser = {
  userName: 'staff_reporter',
  name: 'Bank Staff Reporter',
  merchantProfile: null,
  roles: [STAFF_ROLES.report],
};

/** demo_full's merchant, as the harness's session names it. */
export const OWN_MERCHANT = { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance Public Company Limited' } as const;
