import { yupResolver } from '@hookform/resolvers/yup';
import type { UserFormMode } from '@lego-portal/rules';
import { authorizationSchema, userFormSchema } from '@lego-portal/rules';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import type { UserDetailFormValues } from './user-detail-values';

/**
 * react-hook-form resolver of the user detail: the rules' user form schema over the profile
 * fields and their authorization schema over `authorization`, so the screen shows exactly the
 * messages the server would answer with. Errors of the checkboxes land at `authorization.account`
 * and `authorization.report`.
 */
export function userDetailResolver(mode: UserFormMode): Resolver<UserDetailFormValues> {
  // Each schema sees a part of the values; the options only carry field refs for native
  // validation, which the portal does not use, so they are passed through untyped.
  type LooseOptions = ResolverOptions<never>;
  const profile = yupResolver(userFormSchema({ mode })) as unknown as Resolver<UserDetailFormValues>;
  const authorization = yupResolver(authorizationSchema()) as unknown as (
    values: UserDetailFormValues['authorization'],
    context: unknown,
    options: LooseOptions,
  ) => Promise<{ errors: FieldErrors }>;
  return async (values, context, options) => {
    const [profileResult, authorizationResult] = await Promise.all([
      profile(values, context, options),
      // No field refs inside `authorization`: focus goes to the checkboxes' own handle.
      authorization(values.authorization, context, { ...options, fields: {}, names: undefined } as unknown as LooseOptions),
    ]);
    const errors = { ...profileResult.errors } as FieldErrors<UserDetailFormValues>;
    if (Object.keys(authorizationResult.errors).length > 0) {
      errors.authorization = authorizationResult.errors as FieldErrors<UserDetailFormValues>['authorization'];
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
