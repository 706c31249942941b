import { Badge } from '../../../primitives/badge';
import { HomeLink, InfoPage } from '../info-page';

/** Props of {@link ComingSoonScreen}. */
export interface ComingSoonScreenProps {
  /** Name of the screen that is not built yet, e.g. 'Transaction Report'; the page's `h1`. */
  title: string;
}

/**
 * Stands in for a route whose screen comes in a later release: it says so plainly rather than
 * showing a screen that does nothing.
 */
export function ComingSoonScreen({ title }: ComingSoonScreenProps) {
  return (
    <InfoPage
      title={title}
      eyebrow={<Badge tone="info">Coming soon</Badge>}
      intro="This screen is coming in a later release of the portal. Nothing can be done here yet."
    >
      <HomeLink />
    </InfoPage>
  );
}
