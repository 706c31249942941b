import { COMMON_MESSAGES } from '@lego-portal/rules';
import { HomeLink, InfoPage } from '../info-page';

/** {@link UnauthorizedScreen} takes no props. */
export type UnauthorizedScreenProps = Record<string, never>;

/**
 * Where a route the user's roles do not open sends them (route `/unauthorized`, spec sections
 * 2 and 6), with the spec's message verbatim.
 */
export function UnauthorizedScreen() {
  return (
    <InfoPage title="Access denied" intro={COMMON_MESSAGES.unauthorized}>
      <HomeLink />
    </InfoPage>
  );
}
