import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  it('says what failed as an alert and asks again on Retry', async () => {
    const onRetry = vi.fn();
    render(<LoadFailure message="The user list could not be loaded: Service Unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The user list could not be loaded: Service Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is busy while the retry runs, so a second press sends nothing', async () => {
    const onRetry = vi.fn();
    render(<LoadFailure message="Failed" onRetry={onRetry} retrying />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
