import { ANNOUNCEMENT_DATE, INFO_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { Card } from '../../../primitives/card';
import { useDateFormat } from '../../../provider/date-format';
import { useTexts } from '../../../texts/texts-context';
import { InfoPage } from '../info-page';

/** {@link HomeScreen} takes no props. */
export type HomeScreenProps = Record<string, never>;

const body = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/**
 * The home page (route `/`, spec section 1): the announcement of 2020-08-14 about real-time
 * direct debit for e-commerce partners, and the two portals (merchants' and bank staff's).
 */
export function HomeScreen() {
  const dates = useDateFormat();
  const texts = useTexts('info', INFO_TEXTS);
  // An announcement has a day, not a time of day: the day part of the spec's display format
  // (DD/MM/YYYY, digits only, the same in every language).
  const published = dates.date(ANNOUNCEMENT_DATE);
  return (
    <InfoPage title={texts.homeTitle}>
      <Card
        headingLevel={2}
        title={texts.announcementTitle}
        description={
          <>
            {texts.announcementPublished} <time dateTime={ANNOUNCEMENT_DATE}>{published}</time>
          </>
        }
      >
        <div className={body}>
          <p>{texts.announcementGateway}</p>
          <p>{texts.announcementPortals}</p>
        </div>
      </Card>
    </InfoPage>
  );
}
