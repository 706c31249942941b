/**
 * Who edits the bank's terms in the merchant profile's stories and tests: a bank staff member
 * with BANK_MERCHANT_ADMIN (fees, waiver and activation editable) against the merchant's own user
 * (`demo_full`: everything read-only). Not part of the published package.
 */
import { STAFF_ROLES } from '@lego-portal/rules';
import type { MerchantInScope } from '../../../merchant-scope';
import type { SessionUser } from '../../../session/session-types';
import { FULL_ACCESS_USER, staticSession } from '../../../test-support/portal-harness';

/** A staff member who sets the bank's terms, like the sandbox's `staff_maker`; no merchant of its own. */
export const BANK_ADMIN_USER: SessionUser = {
  userName: 'staff_maker',
  name: 'Bank Staff Maker',
  merchantProfile: null,
  roles: [STAFF_ROLES.merchantAdmin, STAFF_ROLES.customerMaker, STAFF_ROLES.report],
};

/** The merchant's own user with every merchant role (`demo_full`): no staff role. */
export const MERCHANT_USER: SessionUser = FULL_ACCESS_USER;

/** A fixed session of the staff member (true) or of the merchant's own user (false). */
export const bankTermsSession = (bankTerms: boolean) => staticSession(bankTerms ? BANK_ADMIN_USER : MERCHANT_USER);

/**
 * The merchant staff chose to work on in the screen's stories and tests where staff edit: the
 * sandbox's first merchant, as its merchant search names it (component tests sign in the
 * sandbox's `staff_maker` and put this merchant in a `MerchantScopeProvider`).
 */
export const BANK_ADMIN_MERCHANT: MerchantInScope = { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance PCL', merchantCode: 'CPINS' };
