import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its one heading, with its actions and content', () => {
    render(
      <PageSection heading="User" actions={<button type="button">New User</button>}>
        <p>rows</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'User' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(region).toContainElement(screen.getByRole('button', { name: 'New User' }));
    expect(region).toHaveTextContent('rows');
  });

  it('lets a form be named by the same heading', () => {
    render(
      <PageSection heading="Merchant Profile" headingId="profile-heading">
        <form aria-labelledby="profile-heading" />
      </PageSection>,
    );
    expect(screen.getByRole('form', { name: 'Merchant Profile' })).toBeInTheDocument();
  });
});
