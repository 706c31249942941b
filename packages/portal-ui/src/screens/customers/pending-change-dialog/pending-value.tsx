import { formatDisplayDate, formatMessage, MERCHANT_PROFILE_FORM_TEXTS, PENDING_CHANGE_TEXTS, pendingListItems, pendingValueKind, USER_STATUS_TEXTS } from '@lego-portal/rules';
import { NotSet } from '../../../primitives/detail-list';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';

/** The area's English by name, for keys built from what the server sends. */
const ENGLISH: Readonly<Record<string, string | undefined>> = PENDING_CHANGE_TEXTS;

/** Props of {@link PendingValue}. */
export interface PendingValueProps {
  /** The changed field's key as the server names it, e.g. `waiveInfo.waiveFrom`. */
  fieldKey: string;
  /** The value as the server sends it (a string, or null when the field is empty). */
  value: string | null | undefined;
}

/**
 * One side of a changed field, the way a person reads it: Yes/No for flags, a date for waiver
 * dates, the label of a code (status, waive type and by, ID type), a list joined, and 'Not set'
 * for an empty value. A value this portal cannot read is shown as sent.
 */
export function PendingValue({ fieldKey, value }: PendingValueProps) {
  const { timeZone } = usePortal();
  const form = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const userStatus = useTexts('userStatus', USER_STATUS_TEXTS);
  const message = useMessage();
  if (value === null || value === undefined || value === '') return <NotSet />;
  const labelled = (labels: Readonly<Record<string, string>>) => labels[value] ?? value;
  switch (pendingValueKind(fieldKey)) {
    case 'flag':
      return <>{labelled({ Y: form.yes, N: form.no })}</>;
    case 'date':
      return <>{formatDisplayDate(value, timeZone) || value}</>;
    case 'status':
      return <>{labelled(userStatus)}</>;
    case 'waiveType':
      return <>{labelled({ F: form.waiveTypeF, P: form.waiveTypeP })}</>;
    case 'waiveBy':
      return <>{labelled({ P: form.waiveByP, A: form.waiveByA })}</>;
    case 'idType':
      return <>{message(`pendingChange.idType.${value}`, ENGLISH[`idType.${value}`] ?? value)}</>;
    case 'list':
      return <>{pendingListItems(value).join(', ') || <NotSet />}</>;
    default:
      return <>{value}</>;
  }
}

/** The label of a changed field: the catalogue's, or 'Other field (key)' for one it does not know. */
export function usePendingFieldLabel(): (fieldKey: string) => string {
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const message = useMessage();
  return (fieldKey) => {
    const english = ENGLISH[`field.${fieldKey}`];
    return english ? message(`pendingChange.field.${fieldKey}`, english) : formatMessage(texts.otherField, { key: fieldKey });
  };
}
