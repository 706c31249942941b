import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextsProvider } from '../../texts/texts-context';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the user asks to show it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'S3cret!pass');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('S3cret!pass');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has its toggle control the input, after it in the Tab order, working with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    input.focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('marks the input invalid and describes it with the error text', () => {
    render(<PasswordField label="Password" helperText="8 to 16 characters" errorText="The username or password is incorrect" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The username or password is incorrect/);
  });

  it('names its toggle in the portal language, its visible text first', async () => {
    const user = userEvent.setup();
    render(
      <TextsProvider locale="th">
        <PasswordField label="รหัสผ่าน" />
      </TextsProvider>,
    );
    const show = await screen.findByRole('button', { name: MESSAGES_TH['field.showPassword'] });
    expect(show).toHaveTextContent(MESSAGES_TH['field.show']);
    await user.click(show);
    const hide = screen.getByRole('button', { name: MESSAGES_TH['field.hidePassword'] });
    expect(hide).toHaveTextContent(MESSAGES_TH['field.hide']);
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveAttribute('type', 'text');
  });
});
