import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalHarness } from '../../../test-support/portal-harness';
import { ComingSoonScreen } from './coming-soon-screen';

describe('ComingSoonScreen', () => {
  it('names the screen and says it comes in a later release', () => {
    render(
      <PortalHarness>
        <ComingSoonScreen title="Transaction Report" />
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText(/coming in a later release/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});
