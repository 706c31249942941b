import { CALL_CENTRE_NUMBER, INFO_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { Card } from '../../../primitives/card';
import { useTexts } from '../../../texts/texts-context';
import { InfoPage } from '../info-page';

/**
 * The bank's head office, one line per entry, used when the host passes none. An address is
 * the bank's data, not a text of the catalogue: a host that wants it in Thai passes it.
 */
export const DEFAULT_HEAD_OFFICE_ADDRESS: readonly string[] = [
  'The Bank Public Company Limited',
  '9 Ratchadaphisek Road, Chatuchak',
  'Bangkok 10900',
  'Thailand',
];

/** Props of {@link ContactScreen}. */
export interface ContactScreenProps {
  /**
   * Lines of the head office address (a host may pass the address in the portal's language);
   * defaults to {@link DEFAULT_HEAD_OFFICE_ADDRESS}.
   */
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
  const texts = useTexts('info', INFO_TEXTS);
  return (
    <InfoPage title={texts.contactTitle} intro={texts.contactIntro}>
      <div className={grid}>
        <Card headingLevel={2} title={texts.callCentre}>
          <a href={`tel:${CALL_CENTRE_NUMBER.replace(/\s/g, '')}`} className={phone}>
            {CALL_CENTRE_NUMBER}
          </a>
          <p className={note}>{texts.callCentreNote}</p>
        </Card>
        <Card headingLevel={2} title={texts.headOffice}>
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
