/**
 * The calls of signing in (spec section 7: sign-in, then the user's details and merchant profile
 * loaded by username, then the last login recorded; since issue 29 the frame's merchant comes
 * from the merchant summary instead of the full profile), each on its own. `legoQueries` and
 * `legoMutations` hold them too; the login page, the first load of every user, imports them
 * from here, because a bundler keeps an object literal whole with every endpoint in it.
 */
import type { LegoClient } from '../client/create-lego-client';
import { unwrap } from '../client/unwrap';
import type { Schemas } from '../schemas';
import { merchantSummaryKey } from './keys/merchant-summary';
import { userKeys } from './keys/users';
import { defineMutation } from './lego-mutation';

/** Sign-in; 202 (forced password change) is a success status: the caller reads `status`. */
export const signInMutation = (client: LegoClient) =>
  defineMutation({
    mutationKey: ['lego', 'sign-in'],
    mutationFn: async (body: Schemas['SignInRequest']) => {
      const result = await client.POST('/api/lego-authorization/ext/cognito/signIn', { body });
      return { status: result.response.status, data: unwrap(result) };
    },
    invalidates: () => [],
  });

/** Records the sign-in as the user's last login; the user's record and lists show it. */
export const recordLastLoginMutation = (client: LegoClient) =>
  defineMutation({
    mutationKey: ['lego', 'users', 'last-login'],
    mutationFn: async (username: string) =>
      unwrap(await client.PUT('/api/lego-userhandler/ext/userhandler/lastlogin/{value}', { params: { path: { value: username } } })),
    invalidates: (username: string) => [userKeys.byUsername(username), userKeys.lists()],
  });

/** A user's details by username. */
export const userByUsernameQuery = (client: LegoClient, username: string) => ({
  queryKey: userKeys.byUsername(username),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await client.POST('/api/lego-userprofile/ext/user/details', { body: { username }, signal })),
});

/**
 * The signed-in merchant user's merchant in brief (`getMerchantSummary`, x-inferred): ID, code,
 * name and special merchant code, what the frame needs after sign-in, for a user of any roles.
 * Bank staff have no merchant of their own: `LegoApiError` 404.
 */
export const merchantSummaryQuery = (client: LegoClient) => ({
  queryKey: merchantSummaryKey(),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await client.POST('/api/lego-merchantprofile/ext/merchantprofile/summary', { signal })),
});
