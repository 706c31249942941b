/**
 * @lego-portal/test-kit: test data through the sandbox's typed API, for portal-ui's component
 * tests and the host's end-to-end tests alike. Every call goes through createLegoClient over the
 * contract's paths (the dev routes, outside the contract, are plain fetches). JWT payloads are
 * read with api-client's `decodeJwtPayload`, never decoded here.
 */
export { answerOf, dataOf, DEMO_MERCHANT_ID, DEMO_PASSWORD, DEMO_STAFF, devGet, devPost, expectOk, SECOND_MERCHANT_ID, sandboxClient } from './client';
export type { Answer } from './client';
export {
  createActiveUser,
  createUser,
  refreshedTokens,
  signIn,
  signInRefusal,
  signInStatus,
  signInTokens,
  strongPassword,
  temporaryPasswordOf,
  uniqueUsername,
} from './accounts';
export type { CreatedUser, CreateUserOptions, Grant, SignInBody } from './accounts';
export { grantCustomerProfile, listUsers, readUser, readUserByName, updateUser, updateUserById, userDetails, userDetailsStatus, userIdOf } from './users';
export { agePendingChange, approvedCustomer, decide, individualProfile, listCustomers, submitChange } from './customers';
export type { ChangeAnswer } from './customers';
export { MERCHANT_PROFILE_UPDATE_PATH, putMerchantProfile } from './merchant';
export { findLayoutProblems, formatProblem, settleAnimations } from './layout-audit';
export type { EvaluatingPage, LayoutAuditOptions, LayoutCheck, LayoutProblem } from './layout-audit';
