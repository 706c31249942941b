import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countActiveFilters } from './filter-panel';
import { FilterPanelDemo } from './filter-panel-demo';

// jsdom applies no container query: the fold's state is read from the button and the panel's
// data-state (what the stylesheet hides on a phone); the stories check what shows at each width.
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

describe('FilterPanel', () => {
  it('starts folded, a disclosure named Filters that controls the filters', () => {
    render(<FilterPanelDemo />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).toContainElement(screen.getByRole('search', { name: 'User search' }));
    expect(panelOf(toggle)).toHaveAttribute('data-state', 'closed');
  });

  it('opens with the keyboard and folds again after a search, counting the filters that differ from their defaults', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<FilterPanelDemo onSearch={onSearch} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle)).toHaveAttribute('data-state', 'open');

    await user.type(screen.getByLabelText('Username'), 'somchai');
    await user.type(screen.getByLabelText('Full Name'), 'Somchai');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    const counted = await screen.findByRole('button', { name: 'Filters (2 active)' });
    expect(counted).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(counted)).toHaveAttribute('data-state', 'closed');
  });

  it('stays open when the search is refused at a field', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<FilterPanelDemo onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Full Name'), 'R2D2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Full name must be 1-30 characters of letters, spaces, hyphen (-) or dot (.).')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts each filter off its default once, lists as sets, never the sort or the page', () => {
    const defaults = { text: '', statuses: [] as string[], sort: { column: 'a' }, page: 1, size: 25, measure: 'count' };
    expect(countActiveFilters(defaults, defaults)).toBe(0);
    expect(countActiveFilters({ ...defaults, sort: { column: 'b' }, page: 3, size: 50 }, defaults)).toBe(0);
    expect(countActiveFilters({ ...defaults, text: 'x', statuses: ['S', 'F'] }, defaults)).toBe(2);
    expect(countActiveFilters({ ...defaults, statuses: ['S', 'F'] }, { ...defaults, statuses: ['F', 'S'] })).toBe(0);
    expect(countActiveFilters({ ...defaults, measure: 'amount' }, defaults, ['measure'])).toBe(0);
  });
});
