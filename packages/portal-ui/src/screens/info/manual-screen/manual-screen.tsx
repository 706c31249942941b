import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { Card } from '../../../primitives/card';
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

const MANUALS: readonly { key: keyof ManualUrls; title: string; subject: string; description: string }[] = [
  {
    key: 'merchantProfile',
    title: 'Merchant Profile',
    subject: 'merchant profile',
    description: 'Viewing and updating the merchant profile: integration, general profile, sub-accounts, contact and public key.',
  },
  {
    key: 'customerProfile',
    title: 'Customer Profile',
    subject: 'customer profile',
    description: 'Finding individual and corporate customers, and approving or rejecting their pending changes.',
  },
  {
    key: 'user',
    title: 'User',
    subject: 'user',
    description: 'Creating, updating, locking, unlocking and deleting the users of your merchant, and their authorizations.',
  },
  {
    key: 'report',
    title: 'Report',
    subject: 'report',
    description: 'Transaction, registration and online registration monitoring reports, CSV export and the SSO text file.',
  },
];

// At most two columns (a 2 by 2 grid of four cards on wide screens), one on narrow ones.
const grid = css({ display: 'grid', gap: '4', maxWidth: '46rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
const downloadLink = cx(button({ variant: 'outline', size: 'sm' }), css({ textDecoration: 'none' }));

/**
 * The user manual page (route `/manual`, spec section 2): four cards — merchant profile,
 * customer profile, user, report — each with a link that downloads its PDF.
 */
export function ManualScreen({ manuals = DEFAULT_MANUALS }: ManualScreenProps) {
  return (
    <InfoPage title="User Manual" intro="Download the manual of each part of the portal as a PDF file.">
      <div className={grid}>
        {MANUALS.map((manual) => (
          <Card
            key={manual.key}
            headingLevel={2}
            title={manual.title}
            footer={
              // A file, not a route: a plain link, with `download` so it saves instead of leaving the portal.
              <a href={manuals[manual.key]} download className={downloadLink} aria-label={`Download the ${manual.subject} manual`}>
                Download
              </a>
            }
          >
            <p>{manual.description}</p>
          </Card>
        ))}
      </div>
    </InfoPage>
  );
}
