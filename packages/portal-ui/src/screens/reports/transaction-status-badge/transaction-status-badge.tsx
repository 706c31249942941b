import type { TransactionStatusCode } from '@lego-portal/rules';
import { statusOf, TRANSACTION_STATUS_TEXTS, TRANSACTION_STATUSES } from '@lego-portal/rules';
import { Badge } from '../../../primitives/badge';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link TransactionStatusBadge}. */
export interface TransactionStatusBadgeProps {
  /** The transaction's status code (spec section 4); an unknown code shows as itself. */
  statusCode: string;
}

/**
 * A transaction's status as a badge: its tone from the rules' status table, its label
 * `transactionStatus.<code>` in the portal's language (never the server's English `status`).
 */
export function TransactionStatusBadge({ statusCode }: TransactionStatusBadgeProps) {
  const texts = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const entry = statusOf(TRANSACTION_STATUSES, statusCode);
  const label = Object.hasOwn(texts, entry.code) ? texts[entry.code as TransactionStatusCode] : entry.label;
  return <Badge tone={entry.tone}>{label}</Badge>;
}
