import type { AreaKey } from '@lego-portal/rules';
import { INFO_TEXTS, LABELS } from '@lego-portal/rules';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { Card } from '../../../primitives/card';
import { useTexts } from '../../../texts/texts-context';
import { InfoPage } from '../info-page';

/** Where each user manual (a PDF) is served from. */
export interface ManualUrls {
  merchantProfile: string;
  customerProfile: string;
  user: string;
  report: string;
}

/** The files the reference host serves. */
export const DEFAULT_MANUALS: ManualUrls = {
  merchantProfile: '/manuals/merchant-profile.pdf',
  customerProfile: '/manuals/customer-profile.pdf',
  user: '/manuals/user.pdf',
  report: '/manuals/report.pdf',
};

/** Props of {@link ManualScreen}. */
export interface ManualScreenProps {
  /** URLs of the four manuals; defaults to {@link DEFAULT_MANUALS}. */
  manuals?: ManualUrls;
}

/** The four manuals, with the keys of their title, summary and download link in the `info` area. */
const MANUALS: readonly { key: keyof ManualUrls; titleKey: AreaKey<'info'>; aboutKey: AreaKey<'info'>; downloadKey: AreaKey<'info'> }[] = [
  { key: 'merchantProfile', titleKey: 'manualMerchantProfile', aboutKey: 'manualMerchantProfileAbout', downloadKey: 'manualMerchantProfileDownload' },
  { key: 'customerProfile', titleKey: 'manualCustomerProfile', aboutKey: 'manualCustomerProfileAbout', downloadKey: 'manualCustomerProfileDownload' },
  { key: 'user', titleKey: 'manualUser', aboutKey: 'manualUserAbout', downloadKey: 'manualUserDownload' },
  { key: 'report', titleKey: 'manualReport', aboutKey: 'manualReportAbout', downloadKey: 'manualReportDownload' },
];

// At most two columns (a 2 by 2 grid of four cards on wide screens), one on narrow ones.
const grid = css({ display: 'grid', gap: '4', maxWidth: '46rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
const downloadLink = cx(button({ variant: 'outline', size: 'sm' }), css({ textDecoration: 'none' }));

/**
 * The user manual page (route `/manual`, spec section 2): four cards — merchant profile,
 * customer profile, user, report — each with a link that downloads its PDF.
 */
export function ManualScreen({ manuals = DEFAULT_MANUALS }: ManualScreenProps) {
  const texts = useTexts('info', INFO_TEXTS);
  const labels = useTexts('label', LABELS);
  return (
    <InfoPage title={texts.manualTitle} intro={texts.manualIntro}>
      <div className={grid}>
        {MANUALS.map((manual) => (
          <Card
            key={manual.key}
            headingLevel={2}
            title={texts[manual.titleKey]}
            footer={
              // A file, not a route: a plain link, with `download` so it saves instead of leaving the portal.
              <a href={manuals[manual.key]} download className={downloadLink} aria-label={texts[manual.downloadKey]}>
                {labels.download}
              </a>
            }
          >
            <p>{texts[manual.aboutKey]}</p>
          </Card>
        ))}
      </div>
    </InfoPage>
  );
}
