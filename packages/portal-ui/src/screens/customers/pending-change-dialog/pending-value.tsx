import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS, PENDING_CHANGE_TEXTS, pendingListItems, pendingValueKind, USER_STATUS_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { NotSet } from '../../../primitives/detail-list';
import { useDateFormat } from '../../../provider/date-format';
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
  const dates = useDateFormat();
  const form = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const userStatus = useTexts('userStatus', USER_STATUS_TEXTS);
  const message = useMessage();
  if (value === null || value === undefined || value === '') return <NotSet />;
  const labelled = (labels: Readonly<Record<string, string>>) => labels[value] ?? value;
  switch (pendingValueKind(fieldKey)) {
    case 'flag':
      return <>{labelled({ Y: form.yes, N: form.no })}</>;
    case 'date':
      return <>{dates.date(value) || value}</>;
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
      return <TextValue fieldKey={fieldKey} value={value} />;
  }
}

const textStyles = {
  // A phone or account number is one token: never split across lines (it split in Thai).
  number: css({ whiteSpace: 'nowrap' }),
  // An email or other long unbroken token may break anywhere, or it would widen its column and
  // squeeze the words of the others (only this value: a word elsewhere never breaks mid-word).
  token: css({ overflowWrap: 'anywhere' }),
};

/** Tokens longer than this read as one unbroken run (an email, a URL) rather than a word. */
const LONG_TOKEN = 20;

/** A free-text value: numbers kept whole, long unbroken tokens allowed to break. */
function TextValue({ fieldKey, value }: { fieldKey: string; value: string }) {
  if (/phoneNumber$/.test(fieldKey) || /^[\d\s+-]+$/.test(value)) return <span className={textStyles.number}>{value}</span>;
  if (value.split(/\s+/).some((token) => token.length > LONG_TOKEN)) return <span className={textStyles.token}>{value}</span>;
  return <>{value}</>;
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
