import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { PortalHarness } from '../../../test-support/portal-harness';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('says the page was not found and links home', async () => {
    const navigation = createMemoryNavigation('/notfound');
    render(
      <PortalHarness navigation={navigation}>
        <NotFoundScreen />
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(navigation.location).toBe('/');
  });
});
