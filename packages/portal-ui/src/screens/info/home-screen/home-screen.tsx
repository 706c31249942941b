import { ANNOUNCEMENT_DATE, formatDisplayDate } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { Card } from '../../../primitives/card';
import { usePortal } from '../../../provider/portal-provider';
import { InfoPage } from '../info-page';

/** {@link HomeScreen} takes no props. */
export type HomeScreenProps = Record<string, never>;

const body = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/**
 * The home page (route `/`, spec section 1): the announcement of 2020-08-14 about real-time
 * direct debit for e-commerce partners, and the two portals (merchants' and bank staff's).
 */
export function HomeScreen() {
  const { timeZone } = usePortal();
  // An announcement has a day, not a time of day: the day part of the spec's display format.
  const published = formatDisplayDate(ANNOUNCEMENT_DATE, timeZone);
  return (
    <InfoPage title="Announcement">
      <Card
        headingLevel={2}
        title="Real-time direct debit for e-commerce partners"
        description={
          <>
            Published <time dateTime={ANNOUNCEMENT_DATE}>{published}</time>
          </>
        }
      >
        <div className={body}>
          <p>
            The bank&apos;s payment gateway now lets e-commerce partners receive real-time direct debit from registered
            retail customer accounts.
          </p>
          <p>
            Merchants manage their merchant profile, their users and their customer profiles, and run their reports, in
            this public admin portal. Bank staff work in the intranet version of the portal.
          </p>
        </div>
      </Card>
    </InfoPage>
  );
}
