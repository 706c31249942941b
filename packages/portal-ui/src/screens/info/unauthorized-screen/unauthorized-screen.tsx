import { COMMON_MESSAGES, INFO_TEXTS } from '@lego-portal/rules';
import { useTexts } from '../../../texts/texts-context';
import { HomeLink, InfoPage } from '../info-page';

/** {@link UnauthorizedScreen} takes no props. */
export type UnauthorizedScreenProps = Record<string, never>;

/**
 * Where a route the user's roles do not open sends them (route `/unauthorized`, spec sections
 * 2 and 6), with the spec's message verbatim.
 */
export function UnauthorizedScreen() {
  const texts = useTexts('info', INFO_TEXTS);
  const common = useTexts('common', COMMON_MESSAGES);
  return (
    <InfoPage title={texts.unauthorizedTitle} intro={common.unauthorized}>
      <HomeLink />
    </InfoPage>
  );
}
