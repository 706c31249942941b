/**
 * Who edits the bank's terms in the merchant profile's stories and tests: a bank staff member
 * with BANK_MERCHANT_ADMIN (fees, waiver and activation editable) against the merchant's own user
 * (`demo_full`: everything read-only). Not part of the published package.
 */
import { STAFF_ROLES } from '@lego-portal/rules';
import type { SessionUser } from '../../../session/session-types';
import { FULL_ACCESS_USER, staticSession } from '../../../test-support/portal-harness';

/** A staff member who sets the bank's terms, like the sandbox's `staff_maker`; no merchant of its own. */
export const BANK_ADMIN_USER: SessionUser = {
  userName: 'staff_maker',
  name: 'Bank Staff Maker',
  merchantProfile: { merchantId: '', merchantName: '' },
  roles: [STAFF_ROLES.merchantAdmin, STAFF_ROLES.customerMaker, STAFF_ROLES.report],
};

/** The merchant's own user with every merchant role (`demo_full`): no staff role. */
export const MERCHANT_USER: SessionUser = FULL_ACCESS_USER;

/** A fixed session of the staff member (true) or of the merchant's own user (false). */
export const bankTermsSession = (bankTerms: boolean) => staticSession(bankTerms ? BANK_ADMIN_USER : MERCHANT_USER);

/**
 * Staff who set the bank's terms, working on demo_full's merchant (1000000001): the session user
 * of the screen's stories and tests where staff edit. TODO(issue 29): once the merchant scope
 * for staff lands (a merchant picked, not the session user's own), use {@link BANK_ADMIN_USER}
 * with that merchant picked instead.
 */
export const BANK_ADMIN_ON_MERCHANT: SessionUser = { ...MERCHANT_USER, roles: [...MERCHANT_USER.roles, STAFF_ROLES.merchantAdmin] };
