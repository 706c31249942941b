import { INFO_TEXTS } from '@lego-portal/rules';
import { useTexts } from '../../../texts/texts-context';
import { HomeLink, InfoPage } from '../info-page';

/** {@link NotFoundScreen} takes no props. */
export type NotFoundScreenProps = Record<string, never>;

/**
 * The catch-all page (route `/notfound`, spec sections 2 and 8): unknown paths, unknown actions
 * or modes, and details that failed to load end here.
 */
export function NotFoundScreen() {
  const texts = useTexts('info', INFO_TEXTS);
  return (
    <InfoPage title={texts.notFoundTitle} intro={texts.notFoundIntro}>
      <HomeLink />
    </InfoPage>
  );
}
