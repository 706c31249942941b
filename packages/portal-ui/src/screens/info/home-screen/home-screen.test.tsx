import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalHarness } from '../../../test-support/portal-harness';
import { HomeScreen } from './home-screen';

describe('HomeScreen', () => {
  it('shows the announcement of 14/08/2020 under one h1, without a main of its own', () => {
    render(
      <PortalHarness>
        <HomeScreen />
      </PortalHarness>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByText('14/08/2020')).toHaveAttribute('datetime', '2020-08-14');
    expect(screen.getByText(/receive real-time direct debit from registered retail customer accounts/)).toBeInTheDocument();
    expect(screen.getByText(/public admin portal/)).toHaveTextContent(/intranet version/);
  });
});
