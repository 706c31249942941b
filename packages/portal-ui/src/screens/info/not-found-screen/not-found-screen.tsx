import { HomeLink, InfoPage } from '../info-page';

/** {@link NotFoundScreen} takes no props. */
export type NotFoundScreenProps = Record<string, never>;

/**
 * The catch-all page (route `/notfound`, spec sections 2 and 8): unknown paths, unknown actions
 * or modes, and details that failed to load end here.
 */
export function NotFoundScreen() {
  return (
    <InfoPage title="Page not found" intro="The page you asked for does not exist, or is no longer available.">
      <HomeLink />
    </InfoPage>
  );
}
