import type { LegoClient } from '../client/create-lego-client';
import { unwrap } from '../client/unwrap';
import type { Schemas } from '../schemas';
import { legoKeys } from './keys';
import { defineMutation as define } from './lego-mutation';
import { recordLastLoginMutation, signInMutation } from './sign-in-calls';

export type { LegoMutation } from './lego-mutation';

/** One mutation definition per write endpoint, each declaring what it invalidates. */
export const legoMutations = {
  signIn: signInMutation,
  signOut: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'sign-out'],
      mutationFn: async (body: Schemas['SignOutRequest']) =>
        unwrap(await client.POST('/api/lego-authorization/ext/cognito/signOut', { body })),
      invalidates: () => [legoKeys.all()],
    }),
  forgotPassword: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'forgot-password'],
      mutationFn: async (body: Schemas['ForgotPasswordRequest']) =>
        unwrap(await client.POST('/api/lego-userprofile/ext/user/forgot', { body })),
      invalidates: () => [],
    }),
  /**
   * Change password of the signed-in user. The session middleware writes the access token
   * current when the call leaves (after any refresh) into the body, so the caller gives only
   * the two passwords.
   */
  changePassword: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'change-password'],
      mutationFn: async (passwords: Omit<Schemas['ChangePasswordRequest'], 'accessToken'>) =>
        unwrap(await client.POST('/api/lego-userprofile/ext/user/change', { body: { ...passwords, accessToken: '' } })),
      invalidates: () => [],
    }),
  createUser: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'users', 'create'],
      mutationFn: async (body: Schemas['CreateUserRequest']) =>
        unwrap(await client.POST('/api/lego-userhandler/ext/userhandler/', { body })),
      invalidates: () => [legoKeys.users.all()],
    }),
  /** Update, lock (status L), unlock (status A) and delete (action DELETE) of a user. */
  updateUser: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'users', 'update'],
      mutationFn: async (body: Schemas['UpdateUserRequest']) =>
        unwrap(await client.PUT('/api/lego-userhandler/ext/userhandler/', { body })),
      invalidates: () => [legoKeys.users.all()],
    }),
  recordLastLogin: recordLastLoginMutation,
  /**
   * Approve or Reject of a customer's pending change. The change is gone afterwards: its cached
   * view and handler record are reset, not merely invalidated (a refetch answering 404 would
   * leave them on screen); the customer, every customer list (their approval badges) and the
   * maker's queue of pending changes are refetched.
   */
  decideCustomerPendingChange: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'customers', 'decide'],
      mutationFn: async (body: Schemas['PendingChangeDecisionRequest']) =>
        unwrap(await client.POST('/api/lego-customerprofile/ext/customerprofile/approval', { body })),
      resets: ({ custProfileId }: Schemas['PendingChangeDecisionRequest']) => [
        legoKeys.customers.pendingChange(custProfileId),
        legoKeys.customers.handler(custProfileId),
      ],
      invalidates: ({ custProfileId }: Schemas['PendingChangeDecisionRequest']) => [
        legoKeys.customers.detail(custProfileId),
        legoKeys.customers.lists(),
        legoKeys.merchant.changeHandlerProfile(),
      ],
    }),
  /** Update, activate and inactivate of the merchant profile (`isAction`). */
  updateMerchantProfile: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'merchant', 'update'],
      mutationFn: async (body: Schemas['MerchantProfileActionRequest']) =>
        unwrap(await client.PUT('/api/lego-merchantprofile/ext/merchantprofile/', { body })),
      invalidates: () => [legoKeys.merchant.all()],
    }),
  generateKeyPair: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'merchant', 'key-pair'],
      mutationFn: async (body: Schemas['GenerateKeyPairRequest']) =>
        unwrap(await client.POST('/api/lego-authentication/ext/keypairs', { body })),
      invalidates: () => [legoKeys.merchant.all()],
    }),
  /**
   * The change handler: a customer's CREATE, UPDATE or DELETE, queued for a checker
   * (`CustomerChangeRequest`; the spec does not show the body, the contract designs it).
   */
  submitChange: (client: LegoClient) =>
    define({
      mutationKey: ['lego', 'change-handler'],
      mutationFn: async (body: Schemas['CustomerChangeRequest']) =>
        unwrap(await client.PUT('/api/lego-changehandler/ext/changehandler/', { body })),
      invalidates: () => [legoKeys.customers.all(), legoKeys.merchant.all()],
    }),
};
