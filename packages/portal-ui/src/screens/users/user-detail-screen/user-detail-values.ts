import type { Schemas } from '@lego-portal/api-client';
import type { AuthorizationChecked, UserAction } from '@lego-portal/rules';
import { authorizeToChecked, buildUserAuthorizePayload, EMPTY_AUTHORIZATION, NEW_USER_STATUS, USER_ACTION_REQUESTS } from '@lego-portal/rules';
import type { UserProfileFieldValues } from '../user-profile-form';

/** Everything the user detail form holds: the profile fields and the authorization checkboxes. */
export interface UserDetailFormValues extends UserProfileFieldValues {
  authorization: AuthorizationChecked;
}

/** A new user of `merchantId`: nothing filled in, nothing ticked. */
export function emptyUserDetailValues(merchantId: string): UserDetailFormValues {
  return {
    merchantId,
    username: '',
    fullName: '',
    email: '',
    contactNumber: '',
    note: '',
    authorization: { ...EMPTY_AUTHORIZATION },
  };
}

/** The form values of a loaded user. */
export function userDetailValuesOf(profile: Schemas['UserProfile']): UserDetailFormValues {
  return {
    merchantId: profile.merchantId,
    username: profile.username,
    fullName: profile.fullName ?? '',
    email: profile.email ?? '',
    contactNumber: profile.contactNumber ?? '',
    note: profile.note ?? '',
    authorization: authorizeToChecked(profile.authorize),
  };
}

/**
 * The editable profile fields as sent, trimmed where spaces are never meant. The grants the
 * checkboxes do not show come from `storedAuthorize` (an update) or are N (a create).
 */
function profileFields(values: UserDetailFormValues, storedAuthorize?: Schemas['UserProfile']['authorize']) {
  return {
    fullName: values.fullName.trim(),
    contactNumber: values.contactNumber.trim(),
    note: values.note,
    authorize: buildUserAuthorizePayload(values.authorization, storedAuthorize),
  };
}

/** Create: the session's merchant, status A (spec section 4), grants only from the ticked boxes. */
export function createUserRequestOf(values: UserDetailFormValues, merchantId: string): Schemas['CreateUserRequest'] {
  return {
    action: USER_ACTION_REQUESTS.create.action as 'CREATE',
    userProfile: {
      merchantId,
      username: values.username.trim(),
      email: values.email.trim(),
      status: NEW_USER_STATUS,
      ...profileFields(values),
    },
  };
}

/** The stored user as the handler expects it back (lock, unlock and delete change nothing else). */
function storedProfileOf(profile: Schemas['UserProfile']): Schemas['UserProfileInput'] {
  return {
    userId: profile.userId,
    merchantId: profile.merchantId,
    username: profile.username,
    fullName: profile.fullName ?? '',
    email: profile.email ?? '',
    contactNumber: profile.contactNumber ?? '',
    note: profile.note ?? '',
    status: profile.status,
    // Every grant as stored, those the screen does not show too: spec section 6 sends them as N
    // only for a created user.
    authorize: buildUserAuthorizePayload(authorizeToChecked(profile.authorize), profile.authorize),
  };
}

/** Update: the edited fields over the stored user; username, email and status stay as stored. */
export function updateUserRequestOf(profile: Schemas['UserProfile'], values: UserDetailFormValues): Schemas['UpdateUserRequest'] {
  return { action: 'UPDATE', userProfile: { ...storedProfileOf(profile), ...profileFields(values, profile.authorize) } };
}

/** Lock (status L), unlock (status A) or delete of a stored user (rules `USER_ACTION_REQUESTS`). */
export function statusActionRequestOf(profile: Schemas['UserProfile'], action: Exclude<UserAction, 'edit'>): Schemas['UpdateUserRequest'] {
  const request = USER_ACTION_REQUESTS[action];
  const stored = storedProfileOf(profile);
  return {
    action: request.action === 'DELETE' ? 'DELETE' : 'UPDATE',
    userProfile: request.status ? { ...stored, status: request.status } : stored,
  };
}
