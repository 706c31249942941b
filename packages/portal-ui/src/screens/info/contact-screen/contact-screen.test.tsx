import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalHarness } from '../../../test-support/portal-harness';
import { ContactScreen } from './contact-screen';

describe('ContactScreen', () => {
  it('gives the call centre as a tel: link and the head office address', () => {
    render(
      <PortalHarness>
        <ContactScreen />
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02 722 2222' })).toHaveAttribute('href', 'tel:027222222');
    const office = screen.getByRole('region', { name: 'Head Office' });
    expect(within(office).getByText('Bangkok 10900')).toBeInTheDocument();
  });
});
