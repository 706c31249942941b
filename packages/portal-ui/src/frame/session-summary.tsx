import { FRAME_TEXTS, timestampToDate, truncateMerchantName } from '@lego-portal/rules';
import { css } from '../../styled-system/css';
import { useDateFormat } from '../provider/date-format';
import { usePortal } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';

const srOnly = css({ srOnly: true });

/**
 * The signed-in merchant's name cut at 50 characters (spec section 2), the full name in the
 * title for the eye and in visually hidden text for screen readers.
 */
export function MerchantName({ name, className }: { name: string; className?: string }) {
  const shortName = truncateMerchantName(name);
  return (
    <p className={className} title={name}>
      {shortName === name ? (
        name
      ) : (
        <>
          <span aria-hidden="true">{shortName}</span>
          <span className={srOnly}>{name}</span>
        </>
      )}
    </p>
  );
}

/** 'Last login' and the user's last sign-in, DD/MM/YYYY HH:mm:ss in the business time zone. */
export function LastLogin({ value, className }: { value: string | undefined; className?: string }) {
  const { timeZone } = usePortal();
  const dates = useDateFormat();
  const texts = useTexts('frame', FRAME_TEXTS);
  // DD/MM/YYYY HH:mm:ss: digits only, the same in every language.
  const shown = dates.dateTime(value);
  // Unknown or unreadable: nothing, rather than 'Last login' followed by a blank.
  if (!shown) return null;
  return (
    <p className={className}>
      {texts.lastLogin} <time dateTime={timestampToDate(value, timeZone)?.toISOString()}>{shown}</time>
    </p>
  );
}
