import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummaryExample } from './test-kit/error-summary-example';

describe('ErrorSummary', () => {
  it('names each invalid field as the page labels it, in the order the form shows them', async () => {
    render(<ErrorSummaryExample />);
    const summary = await screen.findByRole('region', { name: '3 fields need your attention.' });
    // The errors object lists Email first: the summary follows the page, not the object.
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First Name: Please enter contact first name',
      'Payment Options: Please choose at least one option',
      'Email: Please enter a valid email',
    ]);
  });

  it('takes the focus to the field of the link followed, and to the first box of a group', async () => {
    const user = userEvent.setup();
    render(<ErrorSummaryExample />);
    const summary = await screen.findByRole('region', { name: '3 fields need your attention.' });
    await user.click(within(summary).getByRole('link', { name: /^Email:/ }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /^First Name:/ }));
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /^Payment Options:/ }));
    expect(screen.getByRole('checkbox', { name: 'EasyNet' })).toHaveFocus();
  });

  it('shows nothing while every field is valid', () => {
    render(<ErrorSummaryExample errors={{}} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
