import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalHarness } from '../../../test-support/portal-harness';
import { UnauthorizedScreen } from './unauthorized-screen';

describe('UnauthorizedScreen', () => {
  it("shows the spec's message and a link home", () => {
    render(
      <PortalHarness>
        <UnauthorizedScreen />
      </PortalHarness>,
    );
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
