import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('ignores a second click while the first one is still in flight, then accepts clicks again', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Create User</Button>);
    const button = screen.getByRole('button', { name: 'Create User' });

    await user.click(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not call the handler nor submit its form while `loading`', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="login" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading loadingText="Signing in" onClick={onClick}>
          Login
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Signing in');
  });

  it('is a plain button by default so it never submits a form by accident', () => {
    render(<Button>Reset</Button>);
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveAttribute('type', 'button');
  });

  it('says beside it why it is disabled, as its description, and nothing once it is enabled', () => {
    const { rerender } = render(
      <Button type="submit" disabled disabledReason="Fill in every field to change your password.">
        Change Password
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Change Password' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fill in every field to change your password.');
    expect(screen.getByText('Fill in every field to change your password.')).toBeVisible();
    rerender(
      <Button type="submit" disabledReason="Fill in every field to change your password.">
        Change Password
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Change Password' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Fill in every field to change your password.')).toBeNull();
  });
});
