import type { Schemas } from '../../schemas';
import { rootKey } from './root';

/** The merchant area's query keys (`legoKeys.merchant`), broad to narrow. */
export const merchantKeys = {
  all: () => [...rootKey(), 'merchant'] as const,
  profile: (request: Schemas['MerchantProfileLoadRequest']) => [...merchantKeys.all(), 'profile', request] as const,
  changeHandlerProfile: () => [...merchantKeys.all(), 'change-handler-profile'] as const,
} as const;
