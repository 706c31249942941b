import { EMPTY_AUTHORIZATION } from '@lego-portal/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorizationSummary } from './authorization-summary';

describe('AuthorizationSummary', () => {
  it('lists every grant under its group, ticked when given, with the state in words', () => {
    render(<AuthorizationSummary value={{ ...EMPTY_AUTHORIZATION, account: true, profile: true, report: true, transactionReport: true }} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Account', 'Report']);
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      '✓Profile: Granted',
      'Customer: Not granted',
      '✓Transaction: Granted',
      'Registration: Not granted',
      'Online Registration Monitoring: Not granted',
      'Payment Summary by Status: Not granted',
    ]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
