import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailHeader } from './detail-header';

describe('DetailHeader', () => {
  it("heads the page with what it is and the record's name, its badge, facts and actions beside", () => {
    render(
      <section aria-labelledby="h">
        <DetailHeader
          id="h"
          eyebrow="User Detail"
          title="Somchai Jaidee"
          badge={<span>Active</span>}
          meta={<span>Create Date: 16/11/2026 13:04:52</span>}
          actions={<button type="button">Action</button>}
        />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName('User Detail Somchai Jaidee');
    expect(screen.getByRole('region', { name: 'User Detail Somchai Jaidee' })).toBeInTheDocument();
    const header = heading.closest('header');
    expect(header).toContainElement(screen.getByText('Active'));
    expect(header).toContainElement(screen.getByText('Create Date: 16/11/2026 13:04:52'));
    expect(header).toContainElement(screen.getByRole('button', { name: 'Action' }));
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<DetailHeader eyebrow="User Detail" title="Somchai Jaidee" />);
    expect(container.querySelectorAll('header > *')).toHaveLength(1);
  });
});
