import type { UserStatus } from '@lego-portal/rules';
import { statusOf, USER_STATUS_TEXTS, USER_STATUSES } from '@lego-portal/rules';
import { Badge } from '../../../primitives/badge';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link UserStatusBadge}. */
export interface UserStatusBadgeProps {
  /** The user's status code (A, I, L); an unknown code shows as itself. */
  status: string;
}

/** A user's status as a badge: its tone from the rules' table, its label `userStatus.<code>` in the portal's language. */
export function UserStatusBadge({ status }: UserStatusBadgeProps) {
  const texts = useTexts('userStatus', USER_STATUS_TEXTS);
  const entry = statusOf(USER_STATUSES, status);
  const label = Object.hasOwn(texts, entry.code) ? texts[entry.code as UserStatus] : entry.label;
  return <Badge tone={entry.tone}>{label}</Badge>;
}
