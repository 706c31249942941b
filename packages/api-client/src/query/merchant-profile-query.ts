// Apart from the sign-in calls since issue 29: the sign-in reads the merchant's summary, and the
// login page, the first load of every user, carries nothing of the full profile.
import type { LegoClient } from '../client/create-lego-client';
import { unwrap } from '../client/unwrap';
import type { Schemas } from '../schemas';
import { merchantKeys } from './keys/merchant';

/**
 * A merchant profile (by username or by merchant on the profile screen). Needs DD_ACCOUNT_PROFILE
 * or a staff role since issue 29 (else `LegoApiError` 403).
 */
export const merchantProfileQuery = (client: LegoClient, request: Schemas['MerchantProfileLoadRequest']) => ({
  queryKey: merchantKeys.profile(request),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    unwrap(await client.POST('/api/lego-merchantprofile/ext/merchantprofile/details', { body: request, signal })),
});
