import type { Schemas } from '../../schemas';
import { rootKey } from './root';

/** The users area's query keys (`legoKeys.users`), broad to narrow. */
export const userKeys = {
  all: () => [...rootKey(), 'users'] as const,
  lists: () => [...userKeys.all(), 'list'] as const,
  list: (criteria: Schemas['UserListRequest']) => [...userKeys.lists(), criteria] as const,
  details: () => [...userKeys.all(), 'detail'] as const,
  detail: (merchantId: string, userId: string) => [...userKeys.details(), merchantId, userId] as const,
  byUsername: (username: string) => [...userKeys.details(), 'by-username', username] as const,
} as const;
