import { INFO_TEXTS } from '@lego-portal/rules';
import { Badge } from '../../../primitives/badge';
import { useTexts } from '../../../texts/texts-context';
import { HomeLink, InfoPage } from '../info-page';

/** Props of {@link ComingSoonScreen}. */
export interface ComingSoonScreenProps {
  /**
   * Name of the screen that is not built yet, e.g. 'Transaction Report', in the portal's
   * language (the host's route title); the page's `h1`.
   */
  title: string;
}

/**
 * Stands in for a route whose screen comes in a later release: it says so plainly rather than
 * showing a screen that does nothing.
 */
export function ComingSoonScreen({ title }: ComingSoonScreenProps) {
  const texts = useTexts('info', INFO_TEXTS);
  return (
    <InfoPage title={title} eyebrow={<Badge tone="info">{texts.comingSoon}</Badge>} intro={texts.comingSoonIntro}>
      <HomeLink />
    </InfoPage>
  );
}
