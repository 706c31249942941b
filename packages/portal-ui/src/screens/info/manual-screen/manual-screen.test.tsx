import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalHarness } from '../../../test-support/portal-harness';
import { ManualScreen } from './manual-screen';

const LINKS = [
  ['Merchant Profile', 'Download the merchant profile manual', '/manuals/merchant-profile.pdf'],
  ['Customer Profile', 'Download the customer profile manual', '/manuals/customer-profile.pdf'],
  ['User', 'Download the user manual', '/manuals/user.pdf'],
  ['Report', 'Download the report manual', '/manuals/report.pdf'],
] as const;

describe('ManualScreen', () => {
  it('offers four cards, each with a download link to its PDF', () => {
    render(
      <PortalHarness>
        <ManualScreen />
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'User Manual' })).toBeInTheDocument();
    for (const [card, name, href] of LINKS) {
      const link = within(screen.getByRole('region', { name: card })).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('download');
    }
  });

  it('takes the URLs of the host', () => {
    const manuals = { merchantProfile: '/a.pdf', customerProfile: '/b.pdf', user: '/c.pdf', report: '/d.pdf' };
    render(
      <PortalHarness>
        <ManualScreen manuals={manuals} />
      </PortalHarness>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/a.pdf', '/b.pdf', '/c.pdf', '/d.pdf']);
  });
});
