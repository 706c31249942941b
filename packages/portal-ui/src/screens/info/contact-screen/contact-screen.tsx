import { CALL_CENTRE_NUMBER } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { Card } from '../../../primitives/card';
import { InfoPage } from '../info-page';

/** The bank's head office, one line per entry, used when the host passes none. */
export const DEFAULT_HEAD_OFFICE_ADDRESS: readonly string[] = [
  'The Bank Public Company Limited',
  '9 Ratchadaphisek Road, Chatuchak',
  'Bangkok 10900',
  'Thailand',
];

/** Props of {@link ContactScreen}. */
export interface ContactScreenProps {
  /** Lines of the head office address; defaults to {@link DEFAULT_HEAD_OFFICE_ADDRESS}. */
  headOfficeAddress?: readonly string[];
}

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' });
const phone = css({
  fontSize: 'xl',
  fontWeight: 'semibold',
  color: 'accent.text',
  textDecoration: 'underline',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const address = css({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
const note = css({ fontSize: 'sm', color: 'fg.muted', mt: '2' });

/**
 * The contact page (route `/contact`, spec section 2): the business call centre number
 * 02 722 2222 (a `tel:` link) and the bank's head office address.
 */
export function ContactScreen({ headOfficeAddress = DEFAULT_HEAD_OFFICE_ADDRESS }: ContactScreenProps) {
  return (
    <InfoPage title="Contact Us" intro="Questions about the payment gateway or this portal? Contact the bank.">
      <div className={grid}>
        <Card headingLevel={2} title="Business Call Centre">
          <a href={`tel:${CALL_CENTRE_NUMBER.replace(/\s/g, '')}`} className={phone}>
            {CALL_CENTRE_NUMBER}
          </a>
          <p className={note}>For merchants of the payment gateway.</p>
        </Card>
        <Card headingLevel={2} title="Head Office">
          <address className={address}>
            {headOfficeAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </Card>
      </div>
    </InfoPage>
  );
}
