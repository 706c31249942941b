import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../test-support/render-portal';
import { PortalPages } from './portal-pages';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('PortalPages', () => {
  it('shows each of the portal\'s own pages at its path, whatever the letters\' case', async () => {
    const { navigation } = renderPortal(<PortalPages />, { user: { roles: [] }, path: '/' });
    expect(await heading('Announcement')).toBeInTheDocument();
    act(() => navigation.navigate('/contact'));
    expect(await heading('Contact Us')).toBeInTheDocument();
    act(() => navigation.navigate('/manual'));
    expect(await screen.findAllByRole('link', { name: /^Download the .* manual$/ })).toHaveLength(4);
    act(() => navigation.navigate('/change-password'));
    expect(await screen.findByLabelText('Current Password', {}, { timeout: 10_000 })).toBeInTheDocument();
    act(() => navigation.navigate('/NotFound'));
    expect(await heading('Page not found')).toBeInTheDocument();
    act(() => navigation.navigate('/unauthorized'));
    expect(await screen.findByText("You don't have permission to access this page.", {}, { timeout: 10_000 })).toBeInTheDocument();
    // None of these moved the history: each path was a page of its own.
    expect(navigation.history).toEqual(['/', '/contact', '/manual', '/change-password', '/NotFound', '/unauthorized']);
  });

  it('is the catch-all: any other path under its prefix goes to the not-found page, replaced', async () => {
    const { navigation } = renderPortal(<PortalPages />, { path: '/no/such/page' });
    await waitFor(() => expect(navigation.history).toEqual(['/notfound']));
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('lives under a prefix the host gives it, and leaves paths outside it alone', async () => {
    const { navigation } = renderPortal(<PortalPages prefix="/portal" />, { path: '/portal/contact' });
    expect(await heading('Contact Us')).toBeInTheDocument();
    act(() => navigation.navigate('/elsewhere'));
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
    expect(navigation.location).toBe('/elsewhere');
  });
});
